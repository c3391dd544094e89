/**
 * A path of this site: `/…`, but not `//host` nor `/\host`, which browsers read as another site. For the addresses
 * the site sends a visitor to (a redirect after sign-in, a link the staff typed, a link followed inside the page).
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}
