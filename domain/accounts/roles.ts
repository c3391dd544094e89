/** The roles of spec part 1 §6, as strings. ROLE_PUBLIC and ROLE_CONNECTED are implied, never stored. */
export const allRoles = [
  'ROLE_PUBLIC',
  'ROLE_CONNECTED',
  'ROLE_ADMIN',
  'ROLE_REU_DIRECT',
  'ROLE_CANDIDAT',
  'ROLE_ENSEIGNEMENT_ENFANTS',
  'ROLE_REUNION_MISSIONNAIRE',
  'ROLE_PASTORALE',
  'ROLE_AG_VOTE',
  'ROLE_AG_VOTE_ADMIN',
] as const;
export type Role = (typeof allRoles)[number];

/** Roles an administrator may grant (the implied ones excluded). */
export const grantableRoles = allRoles.filter((r) => r !== 'ROLE_PUBLIC' && r !== 'ROLE_CONNECTED');

export function isGrantableRole(role: string): boolean {
  return (grantableRoles as readonly string[]).includes(role);
}

export const anonymousRoles: string[] = ['ROLE_PUBLIC'];

/** What a signed-in member holds: the implied roles, then the stored ones. */
export function memberRoles(stored: readonly string[]): string[] {
  return [
    'ROLE_PUBLIC',
    'ROLE_CONNECTED',
    ...[...new Set(stored)].filter((r) => r !== 'ROLE_PUBLIC' && r !== 'ROLE_CONNECTED').sort(),
  ];
}

/** True when the holder has one of the required roles; ROLE_ADMIN passes every check, no requirement passes everyone. */
export function hasRole(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0 || held.includes('ROLE_ADMIN')) return true;
  return required.some((r) => held.includes(r));
}
