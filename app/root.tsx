import { useEffect } from 'react';
import type { Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import serifFont from '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import sansFont from '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import type { Route } from './+types/root';
import { ErrorPage } from './components/shell/ErrorContent.tsx';
import { useOptionalRootData } from './components/shell/useRootData.ts';
import { getI18nInstance } from './i18n/instance.ts';
import { htmlLang } from './i18n/languages.ts';
import { rootData } from './root.server.ts';
import stylesheet from './app.css?url';

export async function loader({ request, context }: Route.LoaderArgs) {
  return rootData(request, context.ctx, context.nonce);
}

/**
 * Both fonts are needed above the fold (banner title, menu): fetched with the CSS, not after it, they arrive before
 * the first paint in most cases, so the swap moves nothing (without the preloads Lighthouse measured CLS 0.12–0.14).
 * The stylesheet comes first: it holds up the first paint, so it must not queue behind the preloads.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'preload', href: serifFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: sansFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The root data's strings, parsed once per language (they only change with a new build). */
const parsed = new Map<string, Resource>();
function resourcesOf(lang: string, json: string): Resource {
  let resources = parsed.get(lang);
  if (!resources) {
    resources = JSON.parse(json) as Resource;
    parsed.set(lang, resources);
  }
  return resources;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useOptionalRootData();
  const lang = data?.lang ?? 'fr';
  useEffect(() => {
    // Browser tests wait for this mark before clicking.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={htmlLang(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12233b" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <I18nextProvider i18n={getI18nInstance(lang, resourcesOf(lang, data.resources))}>{children}</I18nextProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/** The pages, inside the site's shell: routes/shell.tsx. */
export default function App() {
  return <Outlet />;
}

/**
 * When the root loader itself failed (a page's error is drawn by routes/shell.tsx, below this loader): in the shell
 * of the last page drawn after a navigation in the browser (the server is down), bare on a first page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useOptionalRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (data) return <ErrorPage status={status} error={error} />;
  return (
    <main>
      <h1>Erreur {status}</h1>
    </main>
  );
}
