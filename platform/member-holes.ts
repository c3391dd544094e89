import { randomBytes } from 'node:crypto';

/**
 * A page that shows nothing of a member but what the shell shows (their name) is rendered once for every member with
 * the same roles (server/member-pages.ts, decision 0077). That render is made for a stand-in member: a session token
 * known to this process alone, whose member has the real roles and, for a name, a hole, filled with each member's own
 * name as the page is sent. Its other fields are marks that must never reach the page: a page showing them is not the
 * same for every member, and is then rendered for each member as before.
 */

/**
 * Holes are written with private-use characters. Stored text holding one makes a page look unsafe to share, so it is
 * rendered for each member: slower, never wrong.
 */
export const HOLE_START = '\uE000';
const hole = (name: string) => `${HOLE_START}${name}\uE001`;

/** The holes a shared page may hold: the member's name as the shell shows it, and the page's script nonce. */
export const holes = { name: hole('name'), nonce: hole('nonce') } as const;

/** What the stand-in member has for the fields no shared page may show. */
export const standInMarks = { firstname: hole('firstname'), lastname: hole('lastname'), email: hole('email') } as const;

/** Set by the page renderer on a page whose every route declares it the same for every member (`sameForMembers`). */
export const SAME_FOR_MEMBERS = 'x-same-for-members';

const standIns = new Map<string, readonly string[]>();

/** Runs `render` with a fresh stand-in session token for a member holding these roles; the token dies with it. */
export async function withStandIn<T>(roles: readonly string[], render: (token: string) => Promise<T>): Promise<T> {
  const token = randomBytes(24).toString('base64url');
  standIns.set(token, roles);
  try {
    return await render(token);
  } finally {
    standIns.delete(token);
  }
}

/** The roles of a stand-in session, or undefined for any other token. */
export function standInRoles(token: string): readonly string[] | undefined {
  return standIns.get(token);
}
