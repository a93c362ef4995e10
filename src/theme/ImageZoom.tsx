/**
 * Image zoom for images in the doc body: closed → opening → open → closing → closed. A click (or
 * Enter/Space on the focused image) opens it; Escape, a click on the overlay, scrolling more than
 * 40 px or a resize closes it, and focus goes back to the image. `data-zoom-src` loads a larger
 * image; a missing one logs a warning and keeps the normal image.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePage, useT } from '../runtime/context.tsx';
import { DEFAULT_ZOOM_SELECTOR, ZOOM_CLOSE_DELAY, ZOOM_MARGIN, ZOOM_SCROLL_THRESHOLD, ZOOM_SETUP_DELAY, resolveZoomTargets, type ZoomState, type ZoomTarget } from './zoom.ts';

export { resolveZoomTargets, type ZoomState } from './zoom.ts';

export function ImageZoom({ selector = DEFAULT_ZOOM_SELECTOR }: { selector?: ZoomTarget }) {
  const page = usePage();
  const t = useT();
  const [state, setState] = useState<ZoomState>('closed');
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const scrollStart = useRef(0);
  const origin = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const open = useCallback((img: HTMLImageElement) => {
    clearTimeout(closeTimer.current);
    origin.current = img;
    scrollStart.current = window.scrollY;
    setImage({ src: img.currentSrc || img.src, alt: img.alt });
    setState('opening');
    const zoomSrc = img.dataset.zoomSrc;
    if (zoomSrc) {
      const hi = new Image();
      hi.onload = () => setImage((current) => (current ? { src: zoomSrc, alt: img.alt } : current));
      hi.onerror = () => console.warn(`[docsite] zoom image failed to load: ${zoomSrc}; showing the normal image`);
      hi.src = zoomSrc;
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setState((s) => (s === 'opening' ? 'open' : s))));
  }, []);

  const close = useCallback(() => {
    setState((s) => (s === 'open' || s === 'opening' ? 'closing' : s));
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setState('closed');
      setImage(null);
      const focused = document.activeElement;
      if (origin.current?.isConnected && (!focused || focused === document.body || focused.closest('.image-zoom'))) origin.current.focus({ preventScroll: true });
    }, ZOOM_CLOSE_DELAY);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    let targets: HTMLElement[] = [];
    const onClick = (event: Event) => open(event.currentTarget as HTMLImageElement);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      open(event.currentTarget as HTMLImageElement);
    };
    // The page's content renders first; wait a moment so every image is in the document.
    const timer = setTimeout(() => {
      targets = resolveZoomTargets(selector).filter((el): el is HTMLImageElement => el instanceof HTMLImageElement);
      for (const el of targets) {
        el.classList.add('zoomable');
        if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
        el.setAttribute('role', 'button');
        el.setAttribute('aria-haspopup', 'dialog');
        el.addEventListener('click', onClick);
        el.addEventListener('keydown', onKey);
      }
    }, ZOOM_SETUP_DELAY);
    return () => {
      clearTimeout(timer);
      for (const el of targets) {
        el.removeEventListener('click', onClick);
        el.removeEventListener('keydown', onKey);
      }
    };
  }, [page.routePath, selector, open]);

  useEffect(() => {
    if (state !== 'open' && state !== 'opening') return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onScroll = () => Math.abs(window.scrollY - scrollStart.current) > ZOOM_SCROLL_THRESHOLD && close();
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', close);
    };
  }, [state, close]);

  if (state === 'closed' || !image) return null;
  return (
    <div className={`image-zoom ${state}`} data-state={state} onClick={close} role="dialog" aria-modal="true" aria-label={image.alt || t('closeZoom')} style={{ padding: ZOOM_MARGIN }}>
      <img src={image.src} alt={image.alt} />
      <button type="button" className="image-zoom-close icon-button" aria-label={t('closeZoom')} autoFocus>
        ×
      </button>
    </div>
  );
}
