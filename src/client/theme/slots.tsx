/**
 * Places where a site's own theme (`content/_theme/index.tsx`, its `slots` export) can add to the
 * shell, e.g. an icon before the nav title or sections of the home page. Read at render time, so
 * the site theme may itself import docsite's components without an import cycle biting.
 */
import type { ComponentType, ReactNode } from 'react';
import * as siteTheme from 'docsite:site-theme';

export interface ThemeSlots {
  beforeNavTitle?: ReactNode;
  /** Rendered on home pages after the hero and features (benchmarks, footers …). */
  HomeSections?: ComponentType;
  /** The same, loaded only when a home page is shown (keeps landing code out of every other page). */
  loadHomeSections?: () => Promise<ComponentType>;
}

export function getSlots(): ThemeSlots {
  return ((siteTheme as { slots?: ThemeSlots }).slots ?? {}) as ThemeSlots;
}
