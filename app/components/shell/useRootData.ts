import { useRouteLoaderData } from 'react-router';
import type { loader } from '../../root.tsx';

/** The root loader's data (lang, site, viewer, roles…), for components anywhere under the shell. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('root data missing');
  return data;
}
