export { isMenuGroup, siteMenu, visibleMenu, type MenuEntry, type MenuGroup, type MenuLink } from './menu.ts';
