/**
 * Layouts only some pages use load on demand, so a doc page never downloads the home page's code
 * (hero, features, a site's landing sections). The browser loads a page's layout together with its
 * module, before hydrating or showing it; the server entry registers every layout up front.
 */
import type { ComponentType } from 'react';
// The theme's side (its home layout, built-in or the site's, and its slots) comes through the generated
// site-theme module, so the runtime imports no theme file.
import { loadHomeLayout, slots } from 'docsite:site-theme';

let homeLayout: ComponentType | undefined;
let homeSections: ComponentType | undefined;

/** The home layout, once loaded (always, by the time a home page renders). */
export function loadedHomeLayout(): ComponentType | undefined {
  return homeLayout;
}

/** The site theme's landing sections: a slot component, or the one its loader returned. */
export function loadedHomeSections(): ComponentType | undefined {
  return homeSections ?? slots?.HomeSections;
}

export function registerHomeLayout(layout: ComponentType, sections?: ComponentType): void {
  homeLayout = layout;
  homeSections = sections;
}

let loadingHome: Promise<void> | undefined;

/** Loads what a page of this type needs beyond the shell; a no-op for doc pages. */
export function loadLayout(pageType: string | undefined): Promise<void> {
  if (pageType !== 'home') return Promise.resolve();
  loadingHome ??= Promise.all([loadHomeLayout(), slots?.loadHomeSections?.()]).then(
    ([layout, sections]) => registerHomeLayout(layout, sections),
    (error) => {
      loadingHome = undefined; // let the next navigation try again
      throw error;
    },
  );
  return loadingHome;
}
