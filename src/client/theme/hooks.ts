/** Small browser hooks shared by theme components. All are hydration-safe: they start from server values. */
import { useEffect, useState, type RefObject } from 'react';

/** Viewport size; Infinity until measured (and on the server) unless an initial size is given. */
export function useViewportSize(initial: { width: number; height: number } = { width: Infinity, height: Infinity }) {
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/**
 * Whether a folded part (a menu panel, a sidebar group) is or has been open. Its content renders from
 * then on and stays for the closing transition. Rendered up front, it would sit hidden in every page's
 * HTML: bytes for every visitor and render time for the build, growing with the site.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened;
}

/** Whether the page is scrolled past `threshold` px (false on the server and first render). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** Query-string switches (`?navbar=0`…), read after hydration so the first render matches the server. */
export function useHiddenParts(): Set<string> {
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const parts = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'].filter((k) => params.get(k) === '0');
    if (parts.length) setHidden(new Set(parts));
  }, []);
  return hidden;
}

/**
 * For `hideNavbar: 'auto'`: true while the reader scrolls down (past the bar's own height), false as
 * soon as they scroll up or are near the top. Always false when not enabled.
 */
export function useHideOnScroll(enabled: boolean, offset = 120): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setHidden(y > last && y > offset);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, offset]);
  return hidden;
}

/**
 * While `active`, Tab and Shift+Tab cycle through the focusable elements inside `containers` instead of
 * leaving for the page a drawer or menu covers (see focus-trap.ts, loaded when first needed: every page
 * carries this hook, few readers open a drawer).
 */
export function useFocusTrap(active: boolean, containers: readonly RefObject<HTMLElement | null>[]): void {
  useEffect(() => {
    if (!active) return;
    let release: (() => void) | undefined;
    let ended = false;
    void import('./focus-trap.ts').then(({ trapFocus }) => {
      if (!ended) release = trapFocus(() => containers.map((ref) => ref.current));
    });
    return () => {
      ended = true;
      release?.();
    };
    // The refs are stable; their elements are read on each key press.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}

/**
 * A panel that covers the page while open (the mobile menu, the sidebar drawer): Escape closes it, and so
 * does a window wider than `widest` px, where it is no panel; the page behind stays still; Tab stays
 * inside `containers`.
 */
export function useCoveringPanel(open: boolean, close: () => void, widest: number, containers: readonly RefObject<HTMLElement | null>[]): void {
  useFocusTrap(open, containers);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onResize = () => window.innerWidth > widest && close();
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    document.documentElement.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
      document.documentElement.classList.remove('no-scroll');
    };
  }, [open, close, widest]);
}

/** Whether the dark theme is on (the document's class, followed as it changes); undefined until known, as on the server. */
export function useIsDark(): boolean | undefined {
  const [dark, setDark] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const root = document.documentElement;
    const update = () => setDark(root.classList.contains('dark'));
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
