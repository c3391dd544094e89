import { redirect } from 'react-router';
import { RESERVED_PAGE } from './components/shell/reserved.ts';
import type { Ctx } from '../domain/context.ts';
import { isSitePath } from '../domain/site-path.ts';
import { findSession, hasRole, lifetimes, shownName } from '../domain/accounts/index.ts';
import { holes, standInMarks, standInRoles } from '../platform/member-holes.ts';
import { trustsProxy } from '../platform/client-address.ts';
import {
  isSameOrigin,
  reachedOrigin,
  REFUSED_ORIGIN,
  SESSION_COOKIE,
  sessionTokenFromCookie,
} from '../platform/browser-session.ts';

/** The signed-in member as the shell sees it. */
export interface Viewer {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  /** The name the shell shows (shownName). */
  name: string;
  /** ROLE_PUBLIC, ROLE_CONNECTED and the member's own roles. */
  roles: string[];
}

/**
 * Lookups in flight, by token. React Router runs the root loader and the page's loader side by side, each with its own
 * copy of the request: sharing the pending lookup keeps a signed-in render at one query. Nothing outlives the query.
 */
const pending = new Map<string, Promise<Viewer | null>>();

export function readSessionToken(request: Request): string | null {
  return sessionTokenFromCookie(request.headers.get('cookie'));
}

/** The member behind the request's session cookie, or null. */
export function getViewer(request: Request, ctx: Ctx): Promise<Viewer | null> {
  const token = readSessionToken(request);
  if (!token) return Promise.resolve(null);
  const standIn = standInRoles(token);
  if (standIn) return Promise.resolve(standInViewer(standIn));
  let viewer = pending.get(token);
  if (!viewer) {
    viewer = findSession(ctx, token, 'cookie')
      .then((s) =>
        s
          ? {
              id: s.userId,
              firstname: s.firstname,
              lastname: s.lastname,
              email: s.email,
              name: shownName(s),
              roles: s.roles,
            }
          : null,
      )
      .finally(() => pending.delete(token));
    pending.set(token, viewer);
  }
  return viewer;
}

/**
 * The member a page shared by every member with these roles is rendered for (platform/member-holes.ts): no one, with
 * a hole for the name and marks for the rest, which a shared page must not show.
 */
function standInViewer(roles: readonly string[]): Viewer {
  return { id: -1, ...standInMarks, name: holes.name, roles: [...roles] };
}

/**
 * Where the visitor was going, as a same-site path (never another host): `/` alone, or `/` followed by a character
 * other than `/` and `\`, with no control character anywhere (a browser drops tabs and line breaks, so `/\t/evil`
 * would lead to //evil). Anything else gives the fallback.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !isSitePath(target) || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  return target;
}

/** The refusal of a page to a signed-in member without its role: the shell's page « Accès réservé » (403). */
function reservedPage(): Response {
  return new Response(RESERVED_PAGE, { status: 403 });
}

/**
 * A loader's, action's or middleware's request, as it came (react-router.config.ts: `v8_passThroughRequests`), and the
 * page's address React Router gives beside it, without its own `.data` suffix and `index` and `_routes` parameters.
 */
export interface PageRequest {
  request: Request;
  url: URL;
}

/**
 * For protected loaders and actions: the member if they hold one of the roles (ROLE_ADMIN passes every check);
 * a visitor is sent to /login remembering the page (spec part 1 §4, §6), a signed-in member without the role gets
 * the page « Accès réservé » (403), not a sign-in page that would send them home (decision 0112).
 */
export async function requireRoles({ request, url }: PageRequest, ctx: Ctx, roles: readonly string[]): Promise<Viewer> {
  const viewer = await getViewer(request, ctx);
  if (viewer && hasRole(viewer.roles, roles)) return viewer;
  if (viewer) throw reservedPage();
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * For every loader and action of /admin (issue 18): the member as staff when they hold ROLE_ADMIN; a visitor goes to
 * /login remembering the page, a member without the role gets 403.
 */
export async function requireAdmin(page: PageRequest, ctx: Ctx): Promise<Viewer> {
  const viewer = await requireRoles(page, ctx, ['ROLE_CONNECTED']);
  // Staff authority read from the database, not from memory: a role revoked on another process is refused at once.
  const token = readSessionToken(page.request)!;
  const roles = standInRoles(token) ? viewer.roles : (await findSession(ctx, token, 'cookie', { fresh: true }))?.roles;
  if (!roles?.includes('ROLE_ADMIN')) throw reservedPage();
  return viewer;
}

/**
 * The member as staff when they hold ROLE_ADMIN, read fresh from the database as `requireAdmin` does, else null
 * (no redirect): for public pages that show the staff more, a draft's preview (decision 0107). A page shared by
 * members (a stand-in's render) never gets it.
 */
export async function staffOrNull(request: Request, ctx: Ctx): Promise<Viewer | null> {
  const token = readSessionToken(request);
  if (!token || standInRoles(token)) return null;
  const viewer = await getViewer(request, ctx);
  const roles = viewer && (await findSession(ctx, token, 'cookie', { fresh: true }))?.roles;
  return viewer && roles?.includes('ROLE_ADMIN') ? { ...viewer, roles } : null;
}

/** /login and /inscription send a signed-in visitor to /. */
export async function redirectIfSignedIn(request: Request, ctx: Ctx): Promise<void> {
  if (await getViewer(request, ctx)) throw redirect('/');
}

function secure(ctx: Ctx): string {
  return ctx.config.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
}

/** Set-Cookie for a new browser session: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export function sessionCookie(ctx: Ctx, token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${lifetimes.cookieSessionMs / 1000}${secure(ctx)}`;
}

export function clearedSessionCookie(ctx: Ctx): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(ctx)}`;
}

/**
 * The `headers` export of the pages that carry a token or personal data (sign-in, account, one-time links): kept by
 * no browser cache, proxy, nor the page cache (server/page-cache.ts keeps no `no-store` answer).
 */
export const privatePageHeaders = () => ({ 'Cache-Control': 'no-store' });

/**
 * State-changing browser requests must come from the site's own pages: a cross-site Origin is refused with 403.
 * The server refuses them before the page's action already (server/page-guard.ts); this keeps an action safe when
 * it is reached another way (tests).
 */
export function assertSameOrigin(request: Request, ctx: Ctx): void {
  const { PUBLIC_URL, TRUST_PROXY } = ctx.config;
  if (
    !isSameOrigin(
      request.headers.get('origin'),
      reachedOrigin(request, PUBLIC_URL, trustsProxy(TRUST_PROXY)),
      PUBLIC_URL,
    )
  )
    throw new Response(REFUSED_ORIGIN, { status: 403 });
}
