/**
 * Shell slots only this site has: the Rstack popover before the nav title and the landing sections.
 * A file of its own, so the shell on every page imports just this, not the whole site theme.
 */
import { NavIcon } from './NavIcon.tsx';

export const slots = {
  beforeNavTitle: <NavIcon />,
  // Landing sections load with the home page only; other pages never download them.
  loadHomeSections: () => import('./home.tsx').then((m) => m.HomeSections),
};
