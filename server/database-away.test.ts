import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onApiError } from '../api/errors.ts';
import { withDatabaseAway } from './database-away.ts';

/** The server's answers when the database is away (decision 0083). */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const quiet = { warn: () => {} };

function buildWith(loader: () => unknown): ServerBuild {
  return {
    routes: { page: { id: 'page', path: 'page', module: { loader, default: () => null } } },
  } as unknown as ServerBuild;
}

const loaderOf = (build: ServerBuild) =>
  (build.routes.page!.module as unknown as { loader: (args: unknown) => Promise<unknown> }).loader;

const args = {
  request: new Request('http://localhost/page'),
  url: new URL('http://localhost/page'),
  context: { ctx: { log: quiet } },
};

describe('a page whose loader meets the database away', () => {
  it('answers a route error response 503, which the shell draws as the "away" page', async () => {
    const thrown = await loaderOf(withDatabaseAway(buildWith(() => Promise.reject(terminated()))))(args).catch(
      (err: unknown) => err,
    );
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } });
  });

  it('leaves any other failure, and what succeeds, as they were', async () => {
    const fault = new Error('colonne inconnue');
    await expect(loaderOf(withDatabaseAway(buildWith(() => Promise.reject(fault))))(args)).rejects.toBe(fault);
    await expect(loaderOf(withDatabaseAway(buildWith(() => ({ ok: true }))))(args)).resolves.toEqual({ ok: true });
  });
});

describe('an API call that meets the database away', () => {
  it('answers 503 in the API’s one error shape, to be tried again shortly', async () => {
    const api = new Hono()
      .onError(onApiError)
      .get('/x', () => Promise.reject(new Error('échec', { cause: terminated() })));
    const response = await api.request('/x');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'Service momentanément indisponible, réessayez dans un instant',
    });
  });
});
