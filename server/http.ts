import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { ApiEnv } from '../api/env.ts';
import { createApi } from '../api/app.ts';
import { apiNotFound, onApiError } from '../api/errors.ts';
import { isDatabaseUnavailable } from '../platform/database-unavailable.ts';
import type { Database } from '../db/client.ts';
import type { Ctx } from '../domain/context.ts';
import { clientAddress, trustsProxy } from '../platform/client-address.ts';
import { compression } from './compress.ts';
import { cspPolicy, pageNonce, securityHeaders } from './csp.ts';
import { feedRoutes } from './feeds.ts';
import { fileRoutes, privateFileRoutes } from './files.ts';
import { findSession, shownName } from '../domain/accounts/index.ts';
import { SAME_FOR_MEMBERS } from '../platform/member-holes.ts';
import { onSiteChange } from '../platform/site-changes.ts';
import { memberPages } from './member-pages.ts';
import { pageCache, type PageCache } from './page-cache.ts';
import { searchFeedRoutes } from './search-feed.ts';
import { pageRequest } from './page-guard.ts';
import { entityTags } from './entity-tags.ts';
import { markCacheability } from '../platform/shared-cache.ts';
import { recordSent } from '../platform/finished-answers.ts';

export type WebLoadContext = { ctx: Ctx; nonce: string; clientAddress: string };

export type WebHandler = (request: Request, loadContext: WebLoadContext) => Promise<Response>;

interface Options {
  ctx: Ctx;
  database: Database;
  web: WebHandler;
  /** Folder of the browser build (hashed assets under assets/); absent in dev, where Vite serves them. */
  clientDir?: string;
}

/** The whole HTTP surface of the process: health checks, the JSON API, static assets and the web app. */
export function createHttpApp({ ctx, database, web, clientDir }: Options): { app: Hono; pages: PageCache } {
  const app = new Hono();
  const policy = cspPolicy(policyOptions(ctx));
  const pages = pageCache({ seconds: ctx.config.PAGE_CACHE_SECONDS, policy });
  const members = memberPages({
    seconds: ctx.config.PAGE_CACHE_SECONDS,
    policy,
    findViewer: async (token) => {
      // The database away: not a shared page, the ordinary render answers (a 503 in the shell).
      const session = await findSession(ctx, token, 'cookie').catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) return null;
        throw err;
      });
      return session && { name: shownName(session), roles: session.roles };
    },
    warn: (message, path) => ctx.log.warn({ path }, message),
  });
  onSiteChange(() => {
    pages.clear();
    members.clear();
  });
  // Outermost: sees an answer with every header the other layers set, which the page cache keeps for `pages.write`
  // and the answers of a recorded kind leave with (platform/finished-answers.ts).
  app.use(async (c, next) => {
    await next();
    pages.sent(c.res);
    recordSent(c.res);
  });

  // The API's errors in its own shape; outside it and the pages (files, feeds): the database away is a 503, any other
  // fault a 500.
  app.onError((err, c) => {
    if (c.req.path.startsWith('/api/')) {
      // A fault in a layer around the API, before its own first one: logged as the API's are.
      const api = c as unknown as Context<ApiEnv>;
      if (!api.get('log')) api.set('log', ctx.log);
      return onApiError(err, api);
    }
    if (!isDatabaseUnavailable(err)) {
      ctx.log.error({ err, path: c.req.path }, 'erreur non gérée');
      return c.text('Erreur interne du serveur', 500);
    }
    ctx.log.warn({ err, path: c.req.path }, 'réponse 503 : base de données injoignable');
    return c.text('Service momentanément indisponible, réessayez dans un instant', 503, { 'Retry-After': '5' });
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (err) {
      ctx.log.warn({ err }, 'contrôle de disponibilité en échec');
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  app.use(entityTags());
  app.use(securityHeaders({ ...policyOptions(ctx), https: ctx.config.PUBLIC_URL.startsWith('https:') }));
  app.use(compression());

  app.route('/api', createApi(ctx, { mounted: true }));
  app.all('/api/*', apiNotFound);
  app.route('/', fileRoutes(ctx));
  app.route('/', privateFileRoutes(ctx));
  app.route('/', feedRoutes(ctx));
  app.route('/', searchFeedRoutes(ctx));

  if (clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    // A file of another build (a page open across a deploy): a plain 404, not a page of the site.
    app.all('/assets/*', (c) => c.body(null, 404));
    // The build's other files (icon, images, videos) by the names they have at start: a page's address never asks
    // the file system whether it is a file (a stat on every page cost as much as the rest of the shared page).
    const otherFiles = serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    });
    for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
      if (entry.name !== 'assets') app.use(entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`, otherFiles);
    }
  }

  /** What a shared cache may keep of a page: anonymous pages, in the visitor's language (decision 0092). */
  const markedPage = (request: Request, page: Response) => {
    markCacheability(request, page, { seconds: ctx.config.PAGE_CACHE_SECONDS, vary: pageVary });
    return page;
  };
  app.all('*', async (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const request = await pageRequest(c.req.raw, incoming, {
      publicUrl: ctx.config.PUBLIC_URL,
      trustProxy: trustsProxy(ctx.config.TRUST_PROXY),
      log: ctx.log,
    });
    if (request instanceof Response) return request;
    const address = clientAddress(request.headers, incoming, ctx.config.TRUST_PROXY);
    /** The page rendered by the web app, without the mark that tells whether members may share it. */
    const render = async (page: Request, nonce: string) => {
      const response = await web(page, { ctx, nonce, clientAddress: address });
      const sameForMembers = response.headers.get(SAME_FOR_MEMBERS) === '1';
      if (page === request) {
        response.headers.delete(SAME_FOR_MEMBERS);
        members.learn(request, response, sameForMembers);
      }
      return response;
    };
    const shared = await members.serve(request, incoming?.url, render);
    if (shared) return markedPage(request, shared);
    // Only a page rendered for this answer needs a nonce; a cached one carries its scripts' hashes.
    let rendered: ReturnType<typeof pageNonce> | undefined;
    const answer = await pages.serve(
      request,
      () => {
        rendered = pageNonce(policy);
        return render(request, rendered.nonce);
      },
      incoming?.url,
    );
    if (rendered && !answer.headers.has('content-security-policy'))
      answer.headers.set('content-security-policy', rendered.header);
    return markedPage(request, answer);
  });
  return { app, pages };
}

/** What an anonymous page is made from besides its address: the language, from the `lang` cookie or Accept-Language. */
const pageVary = ['Cookie', 'Accept-Language'];

const policyOptions = (ctx: Ctx) => ({
  stripe: ctx.payments.kind === 'stripe',
  development: ctx.config.NODE_ENV === 'development',
});
