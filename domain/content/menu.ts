import { hasRole, ROLE_PUBLIC, type Role } from '../accounts/index.ts';

/**
 * The top menu (spec part 1 §2) as data: each entry lists the roles that may see it.
 * Labels are i18n keys of the "common" namespace; external targets come from the configuration.
 */
const ROLE_REU_DIRECT: Role = 'ROLE_REU_DIRECT';
const ROLE_AG_VOTE: Role = 'ROLE_AG_VOTE';
const ROLE_AG_VOTE_ADMIN: Role = 'ROLE_AG_VOTE_ADMIN';

export interface MenuLink {
  id: string;
  /** i18n key, e.g. "menu.churches". */
  label: string;
  /** A path of this site… */
  to?: string;
  /** …or another site's address. */
  href?: string;
  roles: readonly string[];
}

export interface MenuGroup {
  id: string;
  label: string;
  roles: readonly string[];
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

export interface MenuLinks {
  LINK_HYMNS: string;
  LINK_WELCOME: string;
}

const pub = [ROLE_PUBLIC] as const;

/** The whole menu, in display order, before filtering by role. */
export function siteMenu(links: MenuLinks): MenuEntry[] {
  return [
    {
      id: 'mission',
      label: 'menu.mission',
      roles: pub,
      children: [
        { id: 'confession', label: 'menu.confession', to: '/confession-de-foi', roles: pub },
        { id: 'history', label: 'menu.history', to: '/historique', roles: pub },
        { id: 'support', label: 'menu.support', to: '/soutien', roles: pub },
        // The general assemblies' votes, for the voting members; the report, for the vote administrators.
        { id: 'vote2024', label: 'menu.vote2024', to: '/vote2024', roles: [ROLE_AG_VOTE] },
        { id: 'vote2021', label: 'menu.vote2021', to: '/vote', roles: [ROLE_AG_VOTE] },
        { id: 'voteReport', label: 'menu.voteReport', to: '/rapportAG', roles: [ROLE_AG_VOTE_ADMIN] },
      ],
    },
    { id: 'churches', label: 'menu.churches', to: '/eglises', roles: pub },
    { id: 'sharedWord', label: 'menu.sharedWord', to: '/parole-partagee', roles: pub },
    { id: 'hymns', label: 'menu.hymns', href: links.LINK_HYMNS, roles: pub },
    { id: 'welcome', label: 'menu.welcome', href: links.LINK_WELCOME, roles: pub },
    { id: 'training', label: 'menu.training', to: '/formation', roles: pub },
    { id: 'children', label: 'menu.children', to: '/enfants', roles: pub },
    { id: 'news', label: 'menu.news', to: '/actualites', roles: pub },
    { id: 'direct', label: 'menu.direct', to: '/reunions-direct', roles: [ROLE_REU_DIRECT] },
    { id: 'contact', label: 'menu.contact', to: '/contact', roles: pub },
  ];
}

/** The entries a user may see; a submenu keeps its visible children and disappears when none is left. */
export function visibleMenu(menu: MenuEntry[], userRoles: readonly string[]): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!hasRole(userRoles, entry.roles)) return [];
    if (!isMenuGroup(entry)) return [entry];
    const children = entry.children.filter((child) => hasRole(userRoles, child.roles));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
