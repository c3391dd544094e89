export {
  isMenuGroup,
  siteMenu,
  visibleMenu,
  type MenuEntry,
  type MenuGroup,
  type MenuLink,
  type MenuLinks,
} from './menu.ts';
