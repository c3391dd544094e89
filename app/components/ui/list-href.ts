import { useLocation } from 'react-router';

/** The list's address with some of its parameters changed (the page back to 1 unless given); null or '' drops one. */
export function useListHref() {
  const location = useLocation();
  return (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(location.search);
    if (!('page' in changes)) params.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') params.delete(key);
      else params.set(key, String(value));
    }
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
}
