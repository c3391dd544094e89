import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { createTestContext, type TestContext } from '../tests/support/context.ts';
import { createLogger } from './logger.ts';

/** A logger writing its JSON lines into an array. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, stream), text: () => lines.join('') };
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('createLogger', () => {
  it('logs a failed statement without the values it carried (message, stack, params, detail)', async () => {
    const secret = 'Mot-De-Passe-Secret-99';
    const row = { email: 'marie.secrete@exemple.fr', passwordHash: secret, firstname: 'Marie', lastname: 'Secrète' };
    await t.ctx.db.insert(schema.users).values(row);
    const err = await t.ctx.db
      .insert(schema.users)
      .values(row)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const { log, text } = capture();
    log.error({ err }, 'erreur non gérée');
    const out = text();
    expect(out).toContain('erreur non gérée');
    expect(out).toContain('insert into');
    expect(out).not.toContain('marie.secrete');
    expect(out).not.toContain(secret);
    expect(out).not.toContain('Secrète');
  });

  it('masks passwords, tokens and e-mail addresses wherever a log line carries them', () => {
    const { log, text } = capture();
    log.info(
      {
        body: { login: 'paul.durand@exemple.fr', pass: 'Sable-Doux-42', newPassword: 'Autre-Passe-7' },
        data: { token: 'tok_secret_1', refreshToken: 'tok_secret_2', email: 'anne@exemple.fr' },
        req: { headers: { authorization: 'Bearer tok_secret_3', cookie: 'session=tok_secret_4' } },
      },
      'appel',
    );
    const out = text();
    for (const secret of ['Sable-Doux-42', 'Autre-Passe-7', 'tok_secret', 'paul.durand', 'anne@'])
      expect(out).not.toContain(secret);
    expect(out).toContain('@exemple.fr');
  });
});
