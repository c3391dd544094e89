import { anonymousRoles } from '../domain/accounts/index.ts';
import { siteMenu, visibleMenu, type MenuEntry } from '../domain/content/index.ts';
import type { Ctx } from '../domain/context.ts';
import type { Config } from '../platform/config.ts';
import { isDatabaseUnavailable } from '../platform/database-unavailable.ts';
import { hasConsentCookie } from './components/shell/consent.ts';
import { getLanguage } from './i18n/i18n.server.ts';
import { sendJson, type SentJson } from './sent-json.ts';
import { getViewer } from './session.server.ts';

/** What every page needs from the server: its language (the strings come as files: decision 0036), the association's public details. */
export async function rootData(request: Request, ctx: Ctx, nonce: string) {
  const lang = getLanguage(request);
  // The database away (a restart, a cut): the shell is drawn all the same, around the 503 page (routes/shell.tsx).
  let databaseAway = false;
  const viewer = await getViewer(request, ctx).catch((err: unknown) => {
    if (!isDatabaseUnavailable(err)) throw err;
    databaseAway = true;
    return null;
  });
  const roles = viewer ? viewer.roles : anonymousRoles;
  return {
    lang,
    nonce,
    /** The signed-in member as the shell shows them: their name alone reaches the browser. */
    viewer: viewer ? { name: viewer.name } : null,
    /** ROLE_PUBLIC for everyone, plus the member's roles. */
    roles,
    /** The association's details and the menu these roles see, as JSON (`readJson`). */
    shell: fromConfig(ctx.config).shellFor(roles),
    /** The cookie banner was accepted on this device (its mirror cookie). */
    cookieConsent: hasConsentCookie(request.headers.get('cookie')),
    /** The member could not be read: the page is the 503 page, in the shell. */
    databaseAway,
  };
}

const byConfig = new WeakMap<Config, ReturnType<typeof build>>();

/** What follows from the configuration alone, made once: the shell's JSON for each set of roles. */
function fromConfig(c: Config) {
  let made = byConfig.get(c);
  if (!made) byConfig.set(c, (made = build(c)));
  return made;
}

/** The part of the shell the same on every page for a set of roles: the site's details, the menu. */
export interface ShellData {
  site: ReturnType<typeof siteDetails>;
  /** The top menu entries these roles may see. */
  menu: MenuEntry[];
}

/** The shell's details of each set of roles, made once: sent as one JSON string (app/sent-json.ts). */
function build(c: Config) {
  const menu = siteMenu(c);
  const site = siteDetails(c);
  const shells = new Map<string, ShellData>();
  return {
    shellFor(roles: readonly string[]): SentJson<ShellData> {
      const key = roles.join(' ');
      let shell = shells.get(key);
      if (!shell) shells.set(key, (shell = { site, menu: visibleMenu(menu, roles) }));
      return sendJson(shell);
    },
  };
}

function siteDetails(c: Config) {
  return {
    publicUrl: c.PUBLIC_URL,
    name: c.SITE_NAME,
    shortName: c.SITE_SHORT_NAME,
    street: c.SITE_STREET,
    postcode: c.SITE_POSTCODE,
    city: c.SITE_CITY,
    country: c.SITE_COUNTRY,
    phone: c.SITE_PHONE,
    /** Social links of the footer; absent ones are left out. */
    social: (
      [
        ['facebook', c.SOCIAL_FACEBOOK],
        ['youtube', c.SOCIAL_YOUTUBE],
        ['instagram', c.SOCIAL_INSTAGRAM],
      ] as const
    ).flatMap(([network, href]) => (href ? [{ network, href }] : [])),
  };
}
