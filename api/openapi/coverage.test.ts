import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../tests/support/context.ts';
import { createApi } from '../app.ts';
import { openApiDocument } from './document.ts';

/** The routes that are the description itself, not endpoints of the API. */
const description = new Set([
  'GET /openapi.json',
  'GET /reference',
  'GET /reference/start.js',
  'GET /reference/scalar.js',
]);

describe('the API description', () => {
  it('declares every endpoint the router serves, and nothing it does not', async () => {
    const t = await createTestContext();
    try {
      const api = createApi(t.ctx);
      const mounted = new Set(
        api.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
      );
      const declared = new Set(
        Object.entries(openApiDocument(api).paths).flatMap(([path, ops]) =>
          Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
        ),
      );
      const undeclared = [...mounted].filter((r) => !declared.has(r) && !description.has(r));
      expect(undeclared.sort()).toEqual([]);
      expect([...declared].filter((r) => !mounted.has(r))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
