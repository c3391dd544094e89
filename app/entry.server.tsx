import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import './context.ts';
import { pageRouterContext } from './page-router-context.server.ts';
import { renderPage } from './render-document.server.ts';
import { scriptsAfterBanner } from './whole-document.server.ts';
import { languageCookieHeader, languageFromQuery } from './i18n/languages.ts';
import { SAME_FOR_MEMBERS } from '../platform/member-holes.ts';
import { bytesOf, wholeAnswer } from '../platform/compress.ts';
import type { ShellHandle } from './page.ts';

export const streamTimeout = 5_000;

/**
 * A page's unexpected error, logged once through the site's logger, whose serializer leaves out the values of a
 * failed statement (decision 0034); React Router's default would print the whole error to the console. A refusal
 * (4xx: a POST to a page without a form answers 405) is the visitor's request, not a fault of the site: not logged.
 * Nor is a request the visitor abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const log = (context as Partial<AppLoadContext> | undefined)?.ctx?.log;
  if (log) log.error({ err: error, path: new URL(request.url).pathname }, 'erreur non gérée dans une page');
  else console.error(error);
};

/** Every route drawn but the root (whose member data is the name alone) declares the page the same for every member. */
function sameForMembers({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.every(
    ({ route }) => route.id === 'root' || (routeModules[route.id]?.handle as ShellHandle | undefined)?.sameForMembers,
  );
}

/**
 * The root could not read the member because the database is away: the shell draws the 503 page (routes/shell.tsx),
 * sent with its status. (A page's loader or action that meets the same answers 503 itself: server/database-away.ts.)
 */
function databaseAway({ staticHandlerContext }: EntryContext): boolean {
  return (staticHandlerContext.loaderData.root as { databaseAway?: boolean } | undefined)?.databaseAway === true;
}

/** The whole document, rendered once everything is ready (./render-document.server.ts, `renderPage`). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (databaseAway(routerContext)) responseStatusCode = 503;
  const document = await renderPage(
    // The routes this page needs, not the whole table: the same document, for a tenth less CPU (decision 0127).
    pageRouterContext(routerContext),
    (context) => <ServerRouter context={context} url={request.url} nonce={loadContext.nonce} />,
    {
      nonce: loadContext.nonce,
      timeoutMs: streamTimeout + 1000,
      onError(error, shellReady) {
        responseStatusCode = 500;
        if (shellReady) loadContext.ctx.log.error({ err: error }, 'erreur de rendu de page');
      },
    },
  );
  const page = scriptsAfterBanner(document, loadContext.nonce);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Length', String(page.byteLength));
  // A shared link's language (?lang=en) becomes the visitor's: the cookie the selector's links set.
  const chosen = languageFromQuery(request.url);
  if (chosen) responseHeaders.append('Set-Cookie', languageCookieHeader(chosen));
  if (sameForMembers(routerContext)) responseHeaders.set(SAME_FOR_MEMBERS, '1');
  return wholeAnswer(bytesOf(page), { headers: responseHeaders, status: responseStatusCode });
}
