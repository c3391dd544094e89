import type { SignedIn } from '../../../domain/accounts/index.ts';

/** The spec's "User (session)": the member with the token and refresh token of the new session. */
export function sessionUser({ user, session }: SignedIn) {
  return { ...user, token: session.token, refreshToken: session.refreshToken, expiresIn: session.expiresIn };
}
