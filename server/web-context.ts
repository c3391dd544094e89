import { RouterContextProvider } from 'react-router';
import type { WebLoadContext } from './http.ts';

/**
 * The context React Router hands to loaders, actions and middleware: with middleware on (react-router.config.ts), it
 * must be React Router's own object; the process's fields ride on it (typed in app/context.ts).
 */
export function webContext(fields: WebLoadContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), fields);
}
