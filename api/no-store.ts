import type { MiddlewareHandler } from 'hono';

/** For answers that carry a token or personal data: kept by no browser cache nor proxy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
