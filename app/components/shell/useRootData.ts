import { useEffect, useMemo } from 'react';
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { rootData, ShellData } from '../../root.server.ts';
import { readJson } from '../../sent-json.ts';

/** The root route's loader as the shell sees it: root.tsx returns rootData (named here, not root.tsx, which draws the shell). */
type RootLoader = (args: LoaderFunctionArgs) => ReturnType<typeof rootData>;
type SentRootData = NonNullable<ReturnType<typeof useRouteLoaderData<RootLoader>>>;
/** The root's data with its shell read (`site`, `menu`). */
type RootData = Omit<SentRootData, 'shell'> & ShellData;

/**
 * In the browser only, the root data of the last page drawn: when a navigation fails before its data came (the server
 * is down), the error page keeps the shell and the strings the visitor had. Never kept on the server, where it would
 * be another visitor's.
 */
let lastDrawn: SentRootData | undefined;

/** The root loader's data, or the last page's (see lastDrawn); undefined when the very first page failed. */
export function useOptionalRootData(): RootData | undefined {
  const data = useRouteLoaderData<RootLoader>('root');
  useEffect(() => {
    if (data) lastDrawn = data;
  }, [data]);
  const shown = data ?? (typeof document === 'undefined' ? undefined : lastDrawn);
  return useMemo(() => (shown ? { ...shown, ...readJson(shown.shell) } : undefined), [shown]);
}

/** The root loader's data (lang, site, viewer, roles…), for components anywhere under the shell. */
export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error('root data missing');
  return data;
}
