/**
 * Places where a site's own theme (its `slots` export, from `content/_theme/slots.tsx` or the site theme
 * itself) adds to the shell. The names are Rspress's Layout props. Read at render time, so the site theme
 * may itself import docsite's components without an import cycle biting.
 */
import type { ComponentType, ReactNode } from 'react';
import { slots } from 'docsite:site-theme';

export interface ThemeSlots {
  /** At the very top and bottom of every page. */
  top?: ReactNode;
  bottom?: ReactNode;
  /** Around the nav bar, and around the site title inside it. */
  beforeNav?: ReactNode;
  afterNav?: ReactNode;
  beforeNavTitle?: ReactNode;
  afterNavTitle?: ReactNode;
  /** Inside the sidebar, above and below its links. */
  beforeSidebar?: ReactNode;
  afterSidebar?: ReactNode;
  /** Doc pages: around the whole doc column, around the page's content, around the footer under it. */
  beforeDoc?: ReactNode;
  afterDoc?: ReactNode;
  beforeDocContent?: ReactNode;
  afterDocContent?: ReactNode;
  beforeDocFooter?: ReactNode;
  afterDocFooter?: ReactNode;
  /** Inside the outline column, above and below the outline. */
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
  /** Home pages: around the hero and the features. */
  beforeHero?: ReactNode;
  afterHero?: ReactNode;
  beforeFeatures?: ReactNode;
  afterFeatures?: ReactNode;
  /** Rendered on home pages after the hero and features (benchmarks, footers …). */
  HomeSections?: ComponentType;
  /** The same, loaded only when a home page is shown (keeps landing code out of every other page). */
  loadHomeSections?: () => Promise<ComponentType>;
}

export function getSlots(): ThemeSlots {
  return slots ?? {};
}
