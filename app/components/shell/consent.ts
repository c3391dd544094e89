/**
 * Cookie-banner acceptance (docs/decisions "cookie consent storage"): kept under this localStorage key,
 * as the spec asks, and mirrored in a first-party cookie of the same name so the server can leave the
 * banner out of the page (no flash on reload).
 */
const CONSENT_KEY = 'cookie-consent';
const YEAR = 365 * 24 * 3600;

export function hasConsentCookie(cookieHeader: string | null): boolean {
  return new RegExp(`(?:^|;\\s*)${CONSENT_KEY}=1(?:;|$)`).test(cookieHeader ?? '');
}

/** Browser only: remembers the acceptance in both places. */
export function storeConsent() {
  try {
    localStorage.setItem(CONSENT_KEY, new Date().toISOString());
  } catch {
    // Private modes may refuse storage: the cookie still carries the choice.
  }
  document.cookie = `${CONSENT_KEY}=1; Max-Age=${YEAR}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** Browser only: true when the device already accepted (local key or cookie). */
export function hasStoredConsent(): boolean {
  try {
    if (localStorage.getItem(CONSENT_KEY)) return true;
  } catch {
    // ignore
  }
  return hasConsentCookie(document.cookie);
}
