/**
 * A disclosure (button + panel) for nav menus and popovers: opens on hover (pointer), click or
 * keyboard (Enter/Space/ArrowDown); closes on Escape (focus back on the button), on a click outside,
 * and when focus leaves it. Arrow keys move between the panel's links and buttons.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** What arrow keys move between: the panel's links, buttons and fields (each prefixed, so the trigger is not one). */
const PANEL_FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input'].map((selector) => `[data-panel] ${selector}`).join(', ');

export function useDisclosure({ hover = true }: { hover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  /** When the pointer last opened it: a click right after (the same gesture) must not close it again. */
  const openedByHover = useRef(0);
  const pointerInside = useRef(false);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(PANEL_FOCUSABLE) ?? [])];
  const button = () => root.current?.querySelector<HTMLElement>('[data-trigger]');

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
        button()?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      if (!open) setOpen(true);
      const down = event.key === 'ArrowDown';
      const from = document.activeElement as HTMLElement;
      // The panel becomes visible (and a lazily filled one gets its links) on the next render; focus once it is.
      requestAnimationFrame(() => {
        const list = items();
        const index = list.indexOf(from);
        const next = index < 0 ? (down ? 0 : list.length - 1) : (index + (down ? 1 : -1) + list.length) % list.length;
        list[next]?.focus();
      });
    },
    [open],
  );

  const rootProps = {
    ref: root,
    onKeyDown,
    onBlur: (event: FocusEvent) => {
      // A link clicked in the panel keeps focus until the closed panel hides, and the browser's late blur then
      // would close the menu the pointer has reopened; while hovered, only leaving closes it.
      if (pointerInside.current) return;
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    ...(hover
      ? {
          onMouseEnter: () => {
            pointerInside.current = true;
            if (!open) openedByHover.current = Date.now();
            setOpen(true);
          },
          onMouseLeave: () => {
            pointerInside.current = false;
            openedByHover.current = 0;
            setOpen(false);
          },
        }
      : {}),
  };
  const buttonProps = {
    'data-trigger': '',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => {
      // A click right after the pointer opened it keeps it open (touch and mouse alike).
      const sinceHover = Date.now() - openedByHover.current;
      openedByHover.current = 0;
      if (sinceHover > 600) setOpen((o) => !o);
    },
  };
  const panelProps = { id, 'data-panel': '' };
  return { open, setOpen, rootProps, buttonProps, panelProps };
}

/**
 * Closes a menu in the same render that shows a new page. An effect would run after that render, and under
 * load late enough to close a menu the pointer had just opened on the new page.
 */
export function useCloseOnNavigation(routePath: string, open: boolean, setOpen: (open: boolean) => void): void {
  const [shownFor, setShownFor] = useState(routePath);
  if (shownFor !== routePath) {
    setShownFor(routePath);
    if (open) setOpen(false);
  }
}
