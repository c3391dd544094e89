import { useEffect } from 'react';
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { rootData } from '../../root.server.ts';

/** The root route's loader as the shell sees it: root.tsx returns rootData (named here, not root.tsx, which draws the shell). */
type RootLoader = (args: LoaderFunctionArgs) => ReturnType<typeof rootData>;
type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<RootLoader>>>;

/**
 * In the browser only, the root data of the last page drawn: when a navigation fails before its data came (the server
 * is down), the error page keeps the shell and the strings the visitor had. Never kept on the server, where it would
 * be another visitor's.
 */
let lastDrawn: RootData | undefined;

/** The root loader's data, or the last page's (see lastDrawn); undefined when the very first page failed. */
export function useOptionalRootData(): RootData | undefined {
  const data = useRouteLoaderData<RootLoader>('root');
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
