export {
  canSee,
  isMenuGroup,
  siteMenu,
  visibleMenu,
  ROLE_ADMIN,
  ROLE_PUBLIC,
  ROLE_REU_DIRECT,
  type MenuEntry,
  type MenuGroup,
  type MenuLink,
  type MenuLinks,
} from './menu.ts';
