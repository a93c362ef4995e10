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

/** Rspress's `themeConfig.darkMode`: true is 'auto', false is 'force-light'; `force-` modes show no switch. */
export type DarkMode = boolean | Appearance | 'force-light' | 'force-dark' | 'force-auto';

/** Whether readers may switch, and the theme of a reader who has not chosen (Rspress's normalizeDarkMode). */
export function resolveDarkMode(darkMode: DarkMode | undefined, appearance: boolean): { switchable: boolean; initial: Appearance } {
  if (darkMode === undefined) return { switchable: appearance, initial: appearance ? 'auto' : 'light' };
  const mode = darkMode === true ? 'auto' : darkMode === false ? 'force-light' : darkMode;
  return mode.startsWith('force-') ? { switchable: false, initial: mode.slice('force-'.length) as Appearance } : { switchable: true, initial: mode as Appearance };
}

/** The head script that sets the theme before first paint: the reader's stored choice (when they may switch), else the site's. */
export function appearanceScript({ switchable, initial }: { switchable: boolean; initial: Appearance }): string {
  if (switchable && initial === 'auto') return APPEARANCE_SCRIPT;
  if (!switchable && initial === 'light') return LIGHT_ONLY_SCRIPT;
  const stored = switchable ? `localStorage.getItem('${THEME_STORAGE_KEY}')` : 'null';
  return `${BROKEN_IMAGE_SCRIPT}(function(){try{var d=document.documentElement,s=${stored}||'${initial}',m=window.matchMedia('(prefers-color-scheme: dark)').matches,k=s==='dark'||(s==='auto'&&m);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}})()`;
}

/** The reader's stored choice, or the site's initial theme (`auto` unless `darkMode` says otherwise). */
export function readAppearance(initial: Appearance = 'auto'): Appearance {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : initial;
  } catch {
    return initial;
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
export function watchAppearance(initial: Appearance = 'auto', switchable = true): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const current = () => (switchable ? readAppearance(initial) : initial);
  const onSystem = () => {
    if (current() === 'auto') applyAppearance('auto');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyAppearance(current());
  };
  media.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}
