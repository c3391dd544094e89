import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger.ts';
import { handleError } from './entry.server.tsx';

describe('handleError', () => {
  it('logs a page’s failed statement through the logger, without its values', () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
    const log = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, stream);
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (email)=(paul.durand@exemple.fr) already exists.',
    });
    const error = new DrizzleQueryError('insert into app_user (email) values ($1)', ['paul.durand@exemple.fr'], cause);
    const context = { ctx: { log } } as unknown as RouterContextProvider;
    handleError(error, { request: new Request('http://site.test/inscription'), context, params: {} });
    const out = lines.join('');
    expect(out).toContain('erreur non gérée dans une page');
    expect(out).toContain('/inscription');
    expect(out).not.toContain('paul.durand');
  });
});
