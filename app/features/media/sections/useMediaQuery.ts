import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in sync with the window. The server (and the first render in the
 * browser, so hydration matches) answers `serverValue`.
 */
function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/**
 * A width standing for the viewport's band for the reading-page cut rule: under 700 px, 700–1199 px, 1200 px and up;
 * undefined on the server, which renders the default cut.
 */
export function useViewportBand(): number | undefined {
  const narrow = useMediaQuery('(max-width: 699.98px)');
  const medium = useMediaQuery('(min-width: 700px) and (max-width: 1199.98px)');
  const wide = useMediaQuery('(min-width: 1200px)');
  if (narrow) return 375;
  if (medium) return 900;
  if (wide) return 1200;
  return undefined;
}
