import type { Ctx } from '../domain/context.ts';
import type { Logger } from '../platform/logger.ts';

/** Variables every API handler can read with c.var. */
export interface ApiEnv {
  Variables: {
    ctx: Ctx;
    log: Logger;
    requestId: string;
  };
}
