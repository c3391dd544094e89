import type { Ctx } from '../domain/context.ts';

/** What the process gives every loader, action and middleware: the fields below, on React Router's context. */
interface WebContext {
  /** The domain context built by the process (database, config, adapters). */
  ctx: Ctx;
  /** The CSP nonce of this response, for inline scripts. */
  nonce: string;
  /** The visitor's IP address (rate limits). */
  clientAddress: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into React Router's own declarations
  interface AppLoadContext extends WebContext {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- with middleware on, loaders get this one
  interface RouterContextProvider extends WebContext {}
}

export {};
