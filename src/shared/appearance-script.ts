/**
 * The inline head scripts that set the theme before first paint (see appearance.ts). Only the build writes them
 * into pages: in their own module, so their text stays out of the browser bundle (a template literal is kept
 * even where nothing uses it).
 */
import { THEME_STORAGE_KEY } from './page-data.ts';
import type { Appearance } from './appearance.ts';

/**
 * Marks images that fail to load (`data-broken`), from the very first one: remote pictures may be
 * unreachable, and a broken-image icon must not show (their boxes keep their size, so nothing moves).
 * An attribute React does not own, so hydration and re-renders leave it alone.
 */
const BROKEN_IMAGE_SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('data-broken','')},true);document.addEventListener('load',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.removeAttribute('data-broken')},true);`;

export const APPEARANCE_SCRIPT = `${BROKEN_IMAGE_SCRIPT}(function(){try{var d=document.documentElement,s=localStorage.getItem('${THEME_STORAGE_KEY}'),m=window.matchMedia('(prefers-color-scheme: dark)').matches,k=s==='dark'||((!s||s==='auto')&&m);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}})()`;

/** Pins the page to light when the site disables switching. */
export const LIGHT_ONLY_SCRIPT = `${BROKEN_IMAGE_SCRIPT}(function(){document.documentElement.classList.remove('dark');document.documentElement.style.colorScheme='light'})()`;

/** The head script that sets the theme before first paint: the reader's stored choice (when they may switch), else the site's. */
export function appearanceScript({ switchable, initial }: { switchable: boolean; initial: Appearance }): string {
  if (switchable && initial === 'auto') return APPEARANCE_SCRIPT;
  if (!switchable && initial === 'light') return LIGHT_ONLY_SCRIPT;
  const stored = switchable ? `localStorage.getItem('${THEME_STORAGE_KEY}')` : 'null';
  return `${BROKEN_IMAGE_SCRIPT}(function(){try{var d=document.documentElement,s=${stored}||'${initial}',m=window.matchMedia('(prefers-color-scheme: dark)').matches,k=s==='dark'||(s==='auto'&&m);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}})()`;
}
