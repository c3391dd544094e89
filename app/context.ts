import type { Ctx } from '../domain/context.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** The domain context built by the process (database, config, adapters). */
    ctx: Ctx;
    /** The CSP nonce of this response, for inline scripts. */
    nonce: string;
    /** The visitor's IP address (rate limits). */
    clientAddress: string;
  }
}

export {};
