import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../../root.tsx';

type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/**
 * In the browser only, the root data of the last page drawn: when a navigation fails before its data came (the server
 * is down), the error page keeps the shell and the strings the visitor had. Never kept on the server, where it would
 * be another visitor's.
 */
let lastDrawn: RootData | undefined;

/** The root loader's data, or the last page's (see lastDrawn); undefined when the very first page failed. */
export function useOptionalRootData(): RootData | undefined {
  const data = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    if (data) lastDrawn = data;
  }, [data]);
  return data ?? (typeof document === 'undefined' ? undefined : lastDrawn);
}

/** The root loader's data (lang, site, viewer, roles…), for components anywhere under the shell. */
export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error('root data missing');
  return data;
}
