/**
 * Light/dark switch. Both icons are rendered and CSS shows the right one, so the server HTML is the
 * same for everyone; `aria-pressed` (dark on) is filled in after mounting and follows every change
 * (this tab, another tab, or the system while in auto). Switching to the system's theme returns to auto.
 */
import { useT } from '../runtime/context.tsx';
import { IconMoon, IconSun } from './icons.tsx';
import { useIsDark } from './hooks.ts';
import { toggleAppearance } from '../../shared/appearance.ts';
import { UiString } from '../../shared/ui-keys.ts';


export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const t = useT();
  const dark = useIsDark();
  return (
    <button type="button" className="theme-toggle icon-button" onClick={toggleAppearance} aria-label={t(UiString.toggleTheme)} aria-pressed={dark} title={t(UiString.toggleTheme)}>
      <IconSun className="icon-light" />
      <IconMoon className="icon-dark" />
      {withLabel && <span className="theme-toggle-label">{t(UiString.toggleTheme)}</span>}
    </button>
  );
}
