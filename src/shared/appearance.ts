/**
 * Light / dark / auto. The choice is stored under `rspress-theme-appearance`; auto follows the system
 * and reacts when it changes; a change in one tab applies in the others. The inline head script
 * (APPEARANCE_SCRIPT) applies the stored choice before first paint, so there is no flash.
 */
import { THEME_STORAGE_KEY } from './page-data.ts';

export type Appearance = 'light' | 'dark' | 'auto';

/**
 * Marks images that fail to load (`data-broken`), from the very first one: remote pictures may be
 * unreachable, and a broken-image icon must not show (their boxes keep their size, so nothing moves).
 * An attribute React does not own, so hydration and re-renders leave it alone.
 */
const BROKEN_IMAGE_SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('data-broken','')},true);document.addEventListener('load',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.removeAttribute('data-broken')},true);`;

export const APPEARANCE_SCRIPT = `${BROKEN_IMAGE_SCRIPT}(function(){try{var d=document.documentElement,s=localStorage.getItem('${THEME_STORAGE_KEY}'),m=window.matchMedia('(prefers-color-scheme: dark)').matches,k=s==='dark'||((!s||s==='auto')&&m);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}})()`;

/** Pins the page to light when the site disables switching. */
export const LIGHT_ONLY_SCRIPT = `${BROKEN_IMAGE_SCRIPT}(function(){document.documentElement.classList.remove('dark');document.documentElement.style.colorScheme='light'})()`;

export function readAppearance(): Appearance {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

function systemDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function applyAppearance(value: Appearance): void {
  const dark = value === 'dark' || (value === 'auto' && systemDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setAppearance(value: Appearance): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, value);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  applyAppearance(value);
}

/**
 * The toggle's click: the other theme of the two. Choosing the theme the system is in stores `auto`, so
 * the page follows the system again from then on (as VitePress does); the other one is stored as chosen.
 */
export function toggleAppearance(): void {
  const next = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
  setAppearance(next === (systemDark() ? 'dark' : 'light') ? 'auto' : next);
}

/** Keeps the page in sync with the system theme (in auto) and with other tabs. Returns a cleanup. */
export function watchAppearance(): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystem = () => {
    if (readAppearance() === 'auto') applyAppearance('auto');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyAppearance(readAppearance());
  };
  media.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}
