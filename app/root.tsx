import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { getI18nInstance } from './i18n/instance.ts';
import { htmlLang } from './i18n/languages.ts';
import { rootData } from './root.server.ts';
import './app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return rootData(request, context.ctx, context.nonce);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
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
        <Meta />
        <Links />
      </head>
      <body>
        {data ? <I18nextProvider i18n={getI18nInstance(lang, data.resources)}>{children}</I18nextProvider> : children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <h1>{status}</h1>
    </main>
  );
}
