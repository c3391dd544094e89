/**
 * The roles of spec part 1 §6 and the one rule that checks them. Browser-safe: no import.
 * ROLE_PUBLIC (everyone) and ROLE_CONNECTED (every signed-in member) are implied, never stored.
 */
export const ROLE_PUBLIC = 'ROLE_PUBLIC';
const ROLE_CONNECTED = 'ROLE_CONNECTED';
export const ROLE_ADMIN = 'ROLE_ADMIN';

export const allRoles = [
  ROLE_PUBLIC,
  ROLE_CONNECTED,
  ROLE_ADMIN,
  'ROLE_REU_DIRECT',
  'ROLE_CANDIDAT',
  'ROLE_ENSEIGNEMENT_ENFANTS',
  'ROLE_REUNION_MISSIONNAIRE',
  'ROLE_PASTORALE',
  'ROLE_AG_VOTE',
  'ROLE_AG_VOTE_ADMIN',
] as const;
export type Role = (typeof allRoles)[number];

const impliedRoles: readonly string[] = [ROLE_PUBLIC, ROLE_CONNECTED];

/** Roles an administrator may grant (the implied ones excluded). */
export const grantableRoles = allRoles.filter((r) => !impliedRoles.includes(r));

export function isGrantableRole(role: string): boolean {
  return (grantableRoles as readonly string[]).includes(role);
}

/** What a visitor without a session holds. */
export const anonymousRoles: readonly string[] = [ROLE_PUBLIC];

/** What a signed-in member holds: the implied roles, then the stored ones. */
export function memberRoles(stored: readonly string[]): string[] {
  return [...impliedRoles, ...[...new Set(stored)].filter((r) => !impliedRoles.includes(r)).sort()];
}

/**
 * The spec's rule, for pages, API calls and menu entries alike: true when the holder has one of the required
 * roles; ROLE_ADMIN passes every check; no requirement lets everyone pass.
 */
export function hasRole(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0 || held.includes(ROLE_ADMIN)) return true;
  return required.some((r) => held.includes(r));
}
