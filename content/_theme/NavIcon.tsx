/**
 * The grid icon before the nav title: a popover listing the Rstack tools. Opens on hover (or the given
 * trigger), sits below-left of the icon with no arrow, and closes on Escape or when the pointer leaves.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { NAV_TOOLS, popoverLang, toolText } from './tools.ts';

const GRID = [2, 8.5, 15];

export function NavIcon({ lang: forcedLang, trigger = 'hover' }: { lang?: 'en' | 'zh'; trigger?: 'hover' | 'focus' | 'click' }) {
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState<'en' | 'zh'>(forcedLang ?? 'en');
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!open) return;
    setLang(popoverLang(location.pathname, forcedLang));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, forcedLang]);
  // A short delay on enter/leave, so the pointer can travel from the icon into the panel.
  const show = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(true), 100);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 100);
  };
  const hoverProps = trigger === 'hover' ? { onMouseEnter: show, onMouseLeave: hide } : {};
  // Keyboard readers: Tab out of the icon and its panel closes it.
  const onBlur = (e: FocusEvent) => !root.current?.contains(e.relatedTarget as Node | null) && setOpen(false);
  return (
    <div className="nav-icon" ref={root} onBlur={onBlur} {...hoverProps}>
      <button
        type="button"
        className="nav-icon-button"
        aria-label="Rstack"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="rstack-popover"
        onClick={() => setOpen((o) => (trigger === 'hover' ? true : !o))}
        {...(trigger === 'focus' ? { onFocus: () => setOpen(true), onBlur: hide } : {})}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <title>close</title>
          {GRID.flatMap((y) => GRID.map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="3" height="3" rx="1" />))}
        </svg>
      </button>
      {open && (
        <div id="rstack-popover" className="nav-icon-popover" role="dialog" aria-label="Rstack">
          <a className="nav-icon-header" href="https://github.com/web-infra-dev" target="_blank" rel="noreferrer">
            <img src="https://assets.rspack.dev/web-infra/web-infra-logo.svg" alt="" width={28} height={28} />
            <span>Rstack</span>
          </a>
          <div className="nav-icon-links">
            {NAV_TOOLS.map((tool) => {
              const { desc, url, logo } = toolText(tool, lang);
              return (
                <a key={tool.name} className="nav-icon-link" href={url} target="_blank" rel="noreferrer">
                  <img src={logo} alt="" width={52} height={52} loading="lazy" style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined} />
                  <span>
                    <span className="nav-icon-name">{tool.name}</span>
                    <span className="nav-icon-desc">{desc}</span>
                  </span>
                </a>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
