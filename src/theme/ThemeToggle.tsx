/** Light/dark switch. Both icons are rendered; CSS shows the right one, so hydration never differs. */
import { useEffect } from 'react';
import { useT } from '../runtime/context.tsx';
import { IconMoon, IconSun } from './icons.tsx';
import { setAppearance, watchAppearance } from './appearance.ts';

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const t = useT();
  useEffect(() => watchAppearance(), []);
  const toggle = () => setAppearance(document.documentElement.classList.contains('dark') ? 'light' : 'dark');
  return (
    <button type="button" className="theme-toggle icon-button" onClick={toggle} aria-label={t('toggleTheme')} title={t('toggleTheme')}>
      <IconSun className="icon-light" />
      <IconMoon className="icon-dark" />
      {withLabel && <span className="theme-toggle-label">{t('toggleTheme')}</span>}
    </button>
  );
}
