import type { MiddlewareHandler } from 'hono';
import { isFinished } from '../platform/finished-answers.ts';
import type { ApiEnv } from './env.ts';

/** For answers that carry a token or personal data: kept by no browser cache nor proxy. */
export const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  c.set('answerKind', 'no-store');
  await next();
  if (isFinished(c.res)) return;
  c.res.headers.set('Cache-Control', 'no-store');
};
