import { Hono, type Context } from 'hono';
import type { Ctx } from '../domain/context.ts';
import { Forbidden, NotFound, Unauthorized } from '../domain/errors.ts';
import { anonymousRoles, findSession } from '../domain/accounts/index.ts';
import { getPrivateFile } from '../domain/private-files/index.ts';
import { getPublicFile } from '../domain/media/index.ts';
import { draftFileForStaff } from '../domain/admin/index.ts';
import { tokenFromHeader } from '../api/caller.ts';
import { sessionTokenFromCookie } from '../platform/browser-session.ts';
import { parseRange } from './range.ts';

/** Up to this size a whole file is read at once rather than streamed. */
const smallFile = 256 * 1024;

/**
 * A week in the browser and shared caches; the validators let a client check cheaply after that. Public files may be
 * embedded by other sites (podcast players, a church's own page), unlike the site's pages and private files.
 */
const publicFile = { 'Cache-Control': 'public, max-age=604800', 'Cross-Origin-Resource-Policy': 'cross-origin' };
const privateFile = { 'Cache-Control': 'private, no-store' };

/** The name offered when saving: ASCII fallback plus the UTF-8 form (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function notFound(c: Context): Response {
  return c.text('Fichier introuvable', 404, { 'Cache-Control': 'no-store' });
}

/** The member behind the request's Authorization token or session cookie, read fresh from the database when asked. */
async function memberOf(c: Context, ctx: Ctx, fresh = false) {
  const header = c.req.header('authorization');
  const token = header ? tokenFromHeader(header) : sessionTokenFromCookie(c.req.header('cookie'));
  return token ? await findSession(ctx, token, header ? 'api' : 'cookie', { fresh }) : null;
}

/**
 * GET /fichiers/{id}/{name}.{ext}: the bytes of a public stored file, with single byte ranges (206, 416),
 * validators (ETag, Last-Modified → 304) and, for downloadable types, ?telechargement=1 to save rather than show.
 * ?taille=vignette answers the file's thumbnail when it has one. A file not yet public (a draft's cover, a hidden
 * file) is served to the staff alone, their role read from the database, `private, no-store` (decision 0107); to
 * anyone else it is unknown.
 */
export function fileRoutes(ctx: Ctx): Hono {
  const files = new Hono();
  files.on(['GET', 'HEAD'], '/fichiers/:id/:name', async (c) => {
    // At most nine digits: a larger number is no file id, and the database's integer would refuse it (a 500).
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (id < 1) return notFound(c);
    const variant = c.req.query('taille') === 'vignette' ? 'vignette' : undefined;
    try {
      return serveStored(c, ctx, await getPublicFile(ctx, id, variant), publicFile);
    } catch (err) {
      if (!(err instanceof NotFound)) throw err;
    }
    try {
      const member = await memberOf(c, ctx, true);
      const staff = member && { id: member.userId, email: member.email, roles: member.roles };
      return serveStored(c, ctx, await draftFileForStaff(ctx, staff, id, variant), privateFile);
    } catch (err) {
      if (err instanceof NotFound || err instanceof Unauthorized || err instanceof Forbidden) return notFound(c);
      throw err;
    }
  });
  return files;
}

/**
 * GET /fichiers-prives/{id}/{name}.{ext}: a private file (course material for ROLE_CANDIDAT, children's teaching
 * sheets for ROLE_ENSEIGNEMENT_ENFANTS) for the holders of its role only, by session cookie or Authorization token.
 * A visitor is sent to /login (401 for a call with a token), a member without the role gets 403, an unknown id 404.
 * Never kept by a shared cache.
 */
export function privateFileRoutes(ctx: Ctx): Hono {
  const files = new Hono();
  files.on(['GET', 'HEAD'], '/fichiers-prives/:id/:name', async (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (id < 1) return notFound(c);
    const header = c.req.header('authorization');
    const member = await memberOf(c, ctx);
    let file;
    try {
      file = await getPrivateFile(ctx, id, member?.roles ?? anonymousRoles);
    } catch (err) {
      if (err instanceof NotFound) return notFound(c);
      if (err instanceof Unauthorized) {
        if (header) return c.text('Authentification requise', 401, { 'Cache-Control': 'no-store' });
        const here = new URL(c.req.url);
        return c.redirect(`/login?redirectTo=${encodeURIComponent(here.pathname + here.search)}`, 303);
      }
      if (err instanceof Forbidden) return c.text('Accès refusé', 403, { 'Cache-Control': 'no-store' });
      throw err;
    }
    return serveStored(c, ctx, file, privateFile);
  });
  return files;
}

/**
 * Answers a stored file's bytes: single byte ranges (206, 416), validators (ETag, Last-Modified → 304), and for
 * downloadable types ?telechargement=1 to save rather than show. `policy` says who may keep and embed it.
 */
async function serveStored(
  c: Context,
  ctx: Ctx,
  file: { id: number; nom: string; extension: string; storageKey: string; contentType: string; downloadable: boolean },
  policy: Record<string, string>,
): Promise<Response> {
  const info = await ctx.files.stat(file.storageKey);
  if (!info) return notFound(c);

  const etag = `"${file.id.toString(36)}-${info.size.toString(36)}-${info.mtime.getTime().toString(36)}"`;
  const lastModified = info.mtime.toUTCString();
  const download = c.req.query('telechargement') === '1' && file.downloadable;
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': lastModified,
    ...policy,
    'Content-Disposition': disposition(download ? 'attachment' : 'inline', `${file.nom}.${file.extension}`),
  };

  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  const unchanged = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
    : ifModifiedSince
      ? Math.floor(info.mtime.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000)
      : false;
  if (unchanged) return c.body(null, 304, headers);

  // If-Range: a range only applies to the version the client already holds.
  const ifRange = c.req.header('if-range');
  const rangeApplies = !ifRange || ifRange === etag || ifRange === lastModified;
  const range = rangeApplies ? parseRange(c.req.header('range'), info.size) : null;
  if (range === 'unsatisfiable') {
    return c.text('Plage d’octets non disponible pour ce fichier', 416, {
      'Cache-Control': 'no-store',
      'Content-Range': `bytes */${info.size}`,
    });
  }
  const head = c.req.method === 'HEAD';
  if (range) {
    const length = range.end - range.start + 1;
    return new Response(head ? null : ctx.files.read(file.storageKey, range), {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
        'Content-Length': String(length),
      },
    });
  }
  // Small files (covers, pictures, PDFs) are answered from memory: text types are then compressed like any page.
  const body = head
    ? null
    : info.size <= smallFile
      ? new Uint8Array(await new Response(ctx.files.read(file.storageKey)).arrayBuffer())
      : ctx.files.read(file.storageKey);
  return new Response(body, {
    headers: { ...headers, 'Content-Length': String(info.size) },
  });
}
