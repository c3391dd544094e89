import { describe, expect, it } from 'vitest';
import { vote2024 } from '../../content/ballots/vote2024.ts';
import { loadConfig } from '../../platform/config.ts';
import { ballotState, offeredValues, receiptCheckSchema, resolutionsOf, voteSchema } from './schemas.ts';
import { receiptCode } from './secrecy.ts';

const content = vote2024.content;
const allPour = Object.fromEntries(resolutionsOf(content).map((r) => [r.key, 'Pour']));

describe('voteSchema', () => {
  const schema = voteSchema(content);
  it('takes a map of every key to an offered value', () => {
    expect(schema.safeParse({ ...allPour, mtAg2: 'Contre', mtAg3: 'Abstention' }).success).toBe(true);
  });
  it('refuses a missing key, an unknown key and a value not offered, naming the key', () => {
    const { mtAg10: _, ...missing } = allPour;
    const issues = (value: unknown) =>
      schema.safeParse(value).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];
    expect(issues(missing)).toEqual(['mtAg10: Réponse manquante pour cette résolution']);
    expect(issues({ ...allPour, mtAg8: 'Pour' })).toEqual(['mtAg8: Résolution inconnue dans ce scrutin']);
    expect(issues({ ...allPour, mtAgPre: 'Abstention' })).toEqual([
      'mtAgPre: Réponse non proposée pour cette résolution',
    ]);
    expect(issues(null)[0]).toContain('Le vote doit associer chaque résolution');
  });
  it('is made once per set of resolutions: the same for a copy of the ballot, another once a resolution changes', () => {
    expect(voteSchema(structuredClone(content))).toBe(schema);
    const changed = structuredClone(content);
    const [pre] = changed.parts[0].resolutions;
    pre.abstention = true;
    const other = voteSchema(changed);
    expect(other).not.toBe(schema);
    expect(other.safeParse({ ...allPour, [pre.key]: 'Abstention' }).success).toBe(true);
    expect(schema.safeParse({ ...allPour, [pre.key]: 'Abstention' }).success).toBe(false);
  });
  it('offers Abstention only where the ballot says so', () => {
    const [pre, first] = content.parts[0].resolutions;
    expect([offeredValues(pre), offeredValues(first)]).toEqual([
      ['Pour', 'Contre'],
      ['Pour', 'Contre', 'Abstention'],
    ]);
  });
});

describe('ballotState', () => {
  const ballot = { opensAt: new Date('2024-06-02T22:00:00Z'), closesAt: new Date('2024-06-22T22:00:00Z') };
  it('is upcoming before the opening, open from it, closed from the closing on', () => {
    expect(ballotState(ballot, new Date('2024-06-02T21:59:59Z'))).toBe('upcoming');
    expect(ballotState(ballot, new Date('2024-06-02T22:00:00Z'))).toBe('open');
    expect(ballotState(ballot, new Date('2024-06-22T21:59:59Z'))).toBe('open');
    expect(ballotState(ballot, new Date('2024-06-22T22:00:00Z'))).toBe('closed');
  });
});

describe('receiptCode', () => {
  it('gives XXXX-XXXX-XXXX codes without ambiguous letters, all different, that a check reads back', () => {
    const config = loadConfig({ NODE_ENV: 'test', BALLOT_SECRET: 'x'.repeat(32) });
    const codes = Array.from({ length: 2000 }, (_, i) => receiptCode(config, `participation-${i}`));
    expect(receiptCode(config, 'participation-7')).toBe(codes[7]);
    expect(receiptCheckSchema.parse({ code: ` ${codes[7].toLowerCase().replaceAll('-', ' ')} ` }).code).toBe(codes[7]);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
