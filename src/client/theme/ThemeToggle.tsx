/**
 * Light/dark switch. Both icons are rendered and CSS shows the right one, so the server HTML is the
 * same for everyone; `aria-pressed` (dark on) is filled in after mounting and follows every change
 * (this tab, another tab, or the system while in auto). Switching to the system's theme returns to auto.
 * The switching code (shared/appearance.ts) loads on the first click, or after hydration (Layout watches the system).
 */
import { useT } from '../runtime/context.tsx';
import { IconMoon, IconSun } from './icons.tsx';
import { useIsDark } from './hooks.ts';
import { UiString } from '../../shared/ui-keys.ts';

/** Toggles the theme, once its module is in (Layout.tsx loads it after hydration: usually at once). */
const toggle = () => void import('../../shared/appearance.ts').then((m) => m.toggleAppearance());

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const t = useT();
  const dark = useIsDark();
  return (
    <button type="button" className="theme-toggle icon-button" onClick={toggle} aria-label={t(UiString.toggleTheme)} aria-pressed={dark} title={t(UiString.toggleTheme)}>
      <IconSun className="icon-light" />
      <IconMoon className="icon-dark" />
      {withLabel && <span className="theme-toggle-label">{t(UiString.toggleTheme)}</span>}
    </button>
  );
}
