/**
 * The grid icon before the nav title: a popover listing the Rstack tools. Opens on hover (or the given
 * trigger), sits below-left of the icon with no arrow, and closes on Escape or when the pointer leaves.
 * The panel and its tool list (both languages) load on first approach, not with every page.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';

type PanelComponent = typeof import('./NavIconPanel.tsx').NavIconPanel;
let panelModule: Promise<PanelComponent> | undefined;
const loadPanel = () => (panelModule ??= import('./NavIconPanel.tsx').then((m) => m.NavIconPanel));

const GRID = [2, 8.5, 15];

export function NavIcon({ lang: forcedLang, trigger = 'hover' }: { lang?: 'en' | 'zh'; trigger?: 'hover' | 'focus' | 'click' }) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<PanelComponent>();
  // Starts loading the panel when the pointer or focus arrives; the open delay covers the download.
  const prepare = () => void loadPanel().then((component) => setPanel(() => component));
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!open) return;
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
  }, [open]);
  // A short delay on enter/leave, so the pointer can travel from the icon into the panel.
  const show = () => {
    prepare();
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
        // A click keeps a hover panel open where a pointer hovers; on a touch screen a second tap closes it.
        onClick={() => (prepare(), setOpen((o) => (trigger === 'hover' && matchMedia('(hover: hover)').matches ? true : !o)))}
        {...(trigger === 'focus' ? { onFocus: () => (prepare(), setOpen(true)), onBlur: hide } : {})}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          {GRID.flatMap((y) => GRID.map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="3" height="3" rx="1" />))}
        </svg>
      </button>
      {open && Panel && <Panel lang={forcedLang} />}
    </div>
  );
}
