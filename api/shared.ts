import type { MiddlewareHandler } from 'hono';
import { isFinished } from '../platform/finished-answers.ts';
import { markCacheability } from '../platform/shared-cache.ts';
import type { ApiEnv } from './env.ts';

let declared = 0;

/**
 * A public read that a shared cache may keep for anonymous callers (decision 0092), as long as the anonymous pages.
 * `vary`: the request headers the answer reads besides its address (Authorization where a member's token opens more).
 */
export const sharedRead = (...vary: string[]): MiddlewareHandler<ApiEnv> => {
  const kind = `shared ${++declared}`;
  return async (c, next) => {
    c.set('answerKind', kind);
    await next();
    if (isFinished(c.res)) return;
    markCacheability(c.req.raw, c.res, { seconds: c.get('ctx').config.PAGE_CACHE_SECONDS, vary });
  };
};
