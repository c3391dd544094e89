import { describe, expect, it } from 'vitest';
import { isMenuGroup, siteMenu, visibleMenu, type MenuEntry } from './menu.ts';

const menu = siteMenu({ LINK_HYMNS: 'https://hymns.example', LINK_WELCOME: 'https://welcome.example' });
const ids = (entries: MenuEntry[]) => entries.map((e) => e.id);

describe('visibleMenu', () => {
  it('gives a visitor every public entry, in order, without "direct"', () => {
    expect(ids(visibleMenu(menu, ['ROLE_PUBLIC']))).toEqual([
      'mission',
      'churches',
      'sharedWord',
      'hymns',
      'welcome',
      'training',
      'children',
      'news',
      'contact',
    ]);
  });
  it('adds "direct" for ROLE_REU_DIRECT and for an administrator, before Contact', () => {
    for (const roles of [
      ['ROLE_PUBLIC', 'ROLE_REU_DIRECT'],
      ['ROLE_PUBLIC', 'ROLE_ADMIN'],
    ]) {
      const visible = ids(visibleMenu(menu, roles));
      expect(visible.slice(-2)).toEqual(['direct', 'contact']);
    }
  });
  it('adds the assembly votes to the Mission submenu for the voting role only, and the report to the vote administrators only', () => {
    const assembly = (roles: string[]) => {
      const entry = visibleMenu(menu, roles).find((e) => e.id === 'mission');
      return entry && isMenuGroup(entry) ? entry.children.slice(3).map((c) => c.to) : null;
    };
    expect(assembly(['ROLE_PUBLIC', 'ROLE_CONNECTED'])).toEqual([]);
    expect(assembly(['ROLE_PUBLIC', 'ROLE_REU_DIRECT'])).toEqual([]);
    expect(assembly(['ROLE_PUBLIC', 'ROLE_AG_VOTE'])).toEqual(['/vote2024', '/vote']);
    expect(assembly(['ROLE_PUBLIC', 'ROLE_AG_VOTE_ADMIN'])).toEqual(['/rapportAG']);
    expect(assembly(['ROLE_PUBLIC', 'ROLE_AG_VOTE', 'ROLE_AG_VOTE_ADMIN'])).toEqual([
      '/vote2024',
      '/vote',
      '/rapportAG',
    ]);
  });
  it('keeps the Mission submenu and the configured external links', () => {
    const visible = visibleMenu(menu, ['ROLE_PUBLIC']);
    const mission = visible.find((e) => e.id === 'mission');
    expect(mission && isMenuGroup(mission) && mission.children.map((c) => c.to)).toEqual([
      '/confession-de-foi',
      '/historique',
      '/soutien',
    ]);
    expect(visible.find((e) => e.id === 'hymns')).toMatchObject({ href: 'https://hymns.example' });
    expect(visible.find((e) => e.id === 'welcome')).toMatchObject({ href: 'https://welcome.example' });
  });
  it('drops a submenu whose children are all hidden', () => {
    const custom: MenuEntry[] = [
      {
        id: 'g',
        label: 'g',
        roles: ['ROLE_PUBLIC'],
        children: [{ id: 'c', label: 'c', to: '/c', roles: ['ROLE_PASTORALE'] }],
      },
    ];
    expect(visibleMenu(custom, ['ROLE_PUBLIC'])).toEqual([]);
    expect(ids(visibleMenu(custom, ['ROLE_PUBLIC', 'ROLE_PASTORALE']))).toEqual(['g']);
  });
});
