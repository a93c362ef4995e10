/**
 * The open image zoom: opening → open → closing, then `onClosed`. Escape, a click on the overlay,
 * scrolling more than 40 px or a resize closes it, and focus goes back to the image. `data-zoom-src`
 * loads a larger image; a missing one logs a warning and keeps the normal image.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../runtime/context.tsx';
import { ZOOM_CLOSE_DELAY, ZOOM_MARGIN, ZOOM_SCROLL_THRESHOLD, type ZoomState } from './zoom.ts';
import { UiString } from '../../shared/ui-keys.ts';

export function ImageZoomOverlay({ origin, onClosed }: { origin: HTMLImageElement; onClosed: () => void }) {
  const t = useT();
  const [state, setState] = useState<ZoomState>('opening');
  const [src, setSrc] = useState(() => origin.currentSrc || origin.src);
  const scrollStart = useRef(window.scrollY);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const zoomSrc = origin.dataset.zoomSrc;
    if (zoomSrc) {
      const hi = new Image();
      hi.onload = () => setSrc(zoomSrc);
      hi.onerror = () => console.warn(`[docsite] zoom image failed to load: ${zoomSrc}; showing the normal image`);
      hi.src = zoomSrc;
    }
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setState((s) => (s === 'opening' ? 'open' : s))));
    return () => cancelAnimationFrame(frame);
  }, [origin]);

  const close = useCallback(() => {
    setState((s) => (s === 'open' || s === 'opening' ? 'closing' : s));
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      const focused = document.activeElement;
      const refocus = origin.isConnected && (!focused || focused === document.body || !!focused.closest('.image-zoom'));
      onClosed();
      if (refocus) origin.focus({ preventScroll: true });
    }, ZOOM_CLOSE_DELAY);
  }, [origin, onClosed]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (state === 'closing') return;
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

  return (
    <div className={`image-zoom ${state}`} data-state={state} onClick={close} role="dialog" aria-modal="true" aria-label={origin.alt || t(UiString.closeZoom)} style={{ padding: ZOOM_MARGIN }}>
      <img src={src} alt={origin.alt} />
      <button type="button" className="image-zoom-close icon-button" aria-label={t(UiString.closeZoom)} autoFocus>
        ×
      </button>
    </div>
  );
}
