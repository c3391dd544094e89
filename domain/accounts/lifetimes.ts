/** How long each secret lives (docs/decisions: sessions and tokens). */
export const lifetimes = {
  /** Browser session cookie: fixed from sign-in, not extended (a render never writes). */
  cookieSessionMs: 30 * 24 * 3600_000,
  /** API access token, renewed with the refresh token. */
  apiAccessMs: 3600_000,
  /** API refresh token, rotated at every use. */
  apiRefreshMs: 30 * 24 * 3600_000,
  activationMs: 48 * 3600_000,
  resetMs: 3600_000,
} as const;
