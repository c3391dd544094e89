import type { Ctx } from '../domain/context.ts';
import type { Logger } from '../platform/logger.ts';

/** Variables every API handler can read with c.var (c.get in the busiest calls: c.var copies them all each time). */
export interface ApiEnv {
  Variables: {
    ctx: Ctx;
    log: Logger;
    requestId: string;
    /**
     * What the route declared of its answers' caching (sharedRead, noStore): answers of a route that declared it may
     * leave with the headers recorded of their kind (api/shared-json.ts).
     */
    answerKind?: string;
  };
}
