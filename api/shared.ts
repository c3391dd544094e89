import type { MiddlewareHandler } from 'hono';
import { markCacheability } from '../platform/shared-cache.ts';
import type { ApiEnv } from './env.ts';

/**
 * A public read that a shared cache may keep for anonymous callers (decision 0092), as long as the anonymous pages.
 * `vary`: the request headers the answer reads besides its address (Authorization where a member's token opens more).
 */
export const sharedRead =
  (...vary: string[]): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    await next();
    markCacheability(c.req.raw, c.res, { seconds: c.var.ctx.config.PAGE_CACHE_SECONDS, vary });
  };
