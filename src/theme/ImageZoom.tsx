/**
 * Image zoom for images in the doc body: closed → opening → open → closing → closed. Escape, a click
 * on the overlay, scrolling more than 40 px or a resize closes it. `data-zoom-src` loads a larger
 * image; a missing one logs a warning and keeps the normal image.
 */
import { useEffect, useRef, useState } from 'react';
import { usePage, useT } from '../runtime/context.tsx';

export type ZoomState = 'closed' | 'opening' | 'open' | 'closing';
export const ZOOM_MARGIN = 0;
export const ZOOM_SCROLL_THRESHOLD = 40;
export const ZOOM_CLOSE_DELAY = 150;
export const ZOOM_SETUP_DELAY = 100;
export const DEFAULT_ZOOM_SELECTOR = '.doc-content img:not(a img):not(.no-zoom)';

type ZoomTarget = string | Element | NodeListOf<Element> | Element[];

/** Resolves the zoom selector option; anything else is a programming error with a clear message. */
export function resolveZoomTargets(selector: ZoomTarget, root: ParentNode = document): Element[] {
  if (typeof selector === 'string') return [...root.querySelectorAll(selector)];
  if (typeof Element !== 'undefined' && selector instanceof Element) return [selector];
  if (typeof NodeList !== 'undefined' && selector instanceof NodeList) return [...selector];
  if (Array.isArray(selector)) return selector;
  throw new TypeError('The image zoom selector must be a CSS selector string, an Element, a NodeList or an array of Elements');
}

export function ImageZoom({ selector = DEFAULT_ZOOM_SELECTOR }: { selector?: ZoomTarget }) {
  const page = usePage();
  const t = useT();
  const [state, setState] = useState<ZoomState>('closed');
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const scrollStart = useRef(0);

  useEffect(() => {
    let targets: Element[] = [];
    const onClick = (event: Event) => {
      const img = event.currentTarget as HTMLImageElement;
      scrollStart.current = window.scrollY;
      setImage({ src: img.currentSrc || img.src, alt: img.alt });
      setState('opening');
      const zoomSrc = img.dataset.zoomSrc;
      if (zoomSrc) {
        const hi = new Image();
        hi.onload = () => setImage({ src: zoomSrc, alt: img.alt });
        hi.onerror = () => console.warn(`[docsite] zoom image not found: ${zoomSrc}; showing the normal image`);
        hi.src = zoomSrc;
      }
      requestAnimationFrame(() => setState('open'));
    };
    const timer = setTimeout(() => {
      targets = resolveZoomTargets(selector);
      for (const el of targets) {
        el.classList.add('zoomable');
        el.addEventListener('click', onClick);
      }
    }, ZOOM_SETUP_DELAY);
    return () => {
      clearTimeout(timer);
      for (const el of targets) el.removeEventListener('click', onClick);
    };
  }, [page.routePath, selector]);

  useEffect(() => {
    if (state !== 'open' && state !== 'opening') return;
    const close = () => {
      setState('closing');
      setTimeout(() => setState('closed'), ZOOM_CLOSE_DELAY);
    };
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
  }, [state]);

  if (state === 'closed' || !image) return null;
  const close = () => {
    setState('closing');
    setTimeout(() => setState('closed'), ZOOM_CLOSE_DELAY);
  };
  return (
    <div className={`image-zoom ${state}`} data-state={state} onClick={close} role="dialog" aria-modal="true" aria-label={image.alt || t('closeZoom')} style={{ padding: ZOOM_MARGIN }}>
      <img src={image.src} alt={image.alt} />
      <button type="button" className="image-zoom-close icon-button" aria-label={t('closeZoom')} autoFocus>
        ×
      </button>
    </div>
  );
}
