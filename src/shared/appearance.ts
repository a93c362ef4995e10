/**
 * Light / dark / auto. The choice is stored under `rspress-theme-appearance`; auto follows the system
 * and reacts when it changes; a change in one tab applies in the others. The inline head script
 * (appearance-script.ts) applies the stored choice before first paint, so there is no flash.
 */
import { THEME_STORAGE_KEY } from './page-data.ts';

export type Appearance = 'light' | 'dark' | 'auto';

/** Rspress's `themeConfig.darkMode`: true is 'auto', false is 'force-light'; `force-` modes show no switch. */
export type DarkMode = boolean | Appearance | 'force-light' | 'force-dark' | 'force-auto';

/** Whether readers may switch, and the theme of a reader who has not chosen (Rspress's normalizeDarkMode). */
export function resolveDarkMode(darkMode: DarkMode | undefined, appearance: boolean): { switchable: boolean; initial: Appearance } {
  if (darkMode === undefined) return { switchable: appearance, initial: appearance ? 'auto' : 'light' };
  const mode = darkMode === true ? 'auto' : darkMode === false ? 'force-light' : darkMode;
  return mode.startsWith('force-') ? { switchable: false, initial: mode.slice('force-'.length) as Appearance } : { switchable: true, initial: mode as Appearance };
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
  // The head script set the theme before first paint; this runs after hydration and a chunk's load,
  // so the system or another tab may have changed it in between, with no event left to tell.
  applyAppearance(current());
  return () => {
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}
