export { SideMenu, type RenderLinkProps, type SideMenuProps } from './SideMenu';
export {
  isCurrentPath,
  isWebPortalPath,
  menuItems,
  type MenuItem,
  type MenuSession,
} from './menuItems';
