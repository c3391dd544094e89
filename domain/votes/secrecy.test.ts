import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { ballotKeyFile, codeHash, receiptCode, sealPaper, unsealPaper } from './secrecy.ts';

describe('the ballot’s key', () => {
  it('is required in production on a database server, and a file in DATA_DIR elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site' })).toThrow(/BALLOT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site', BALLOT_SECRET: 'court' }),
    ).toThrow(/BALLOT_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site', BALLOT_SECRET: 'k'.repeat(44) }),
    ).toBeTruthy();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ballot-key-'));
    try {
      const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
      const code = receiptCode(config, 'p1');
      expect(statSync(ballotKeyFile(config)).mode & 0o777).toBe(0o600);
      // Another process (another config object) reads the same file: the same code.
      expect(receiptCode(loadConfig({ DATA_DIR: dataDir }), 'p1')).toBe(code);
      expect(receiptCode(loadConfig({ BALLOT_SECRET: 'k'.repeat(44) }), 'p1')).not.toBe(code);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('seals a paper that only the same key opens, and any change is refused', () => {
    const config = loadConfig({ BALLOT_SECRET: 'k'.repeat(44) });
    const paper = { codeHash: codeHash('ABCD-EFGH-JKMN'), answers: { tajAg1: 'Contre' } };
    const sealed = sealPaper(config, paper);
    expect(sealed).not.toContain('Contre');
    expect(sealPaper(config, paper)).not.toBe(sealed);
    expect(unsealPaper(config, sealed)).toEqual(paper);
    expect(() => unsealPaper(loadConfig({ BALLOT_SECRET: 'x'.repeat(44) }), sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => unsealPaper(config, bytes.toString('base64'))).toThrow();
  });
});
