/**
 * Image zoom, loaded on pages that have images (see ImageZoom.tsx). This part marks them zoomable: a
 * click, or Enter/Space on the focused image, opens it. The overlay itself (ImageZoomOverlay.tsx)
 * loads the first time a reader opens an image.
 */
import { useCallback, useEffect, useState } from 'react';
import { usePage } from '../runtime/context.tsx';
import { DEFAULT_ZOOM_SELECTOR, ZOOM_SETUP_DELAY, resolveZoomTargets, type ZoomTarget } from './zoom.ts';

type Overlay = typeof import('./ImageZoomOverlay.tsx').ImageZoomOverlay;
let overlayModule: Promise<Overlay> | undefined;
const loadOverlay = () => (overlayModule ??= import('./ImageZoomOverlay.tsx').then((m) => m.ImageZoomOverlay));

export function ImageZoomTargets({ selector = DEFAULT_ZOOM_SELECTOR }: { selector?: ZoomTarget }) {
  const page = usePage();
  // `opening` counts openings, so opening another image starts a fresh overlay.
  const [zoomed, setZoomed] = useState<{ Overlay: Overlay; image: HTMLImageElement; opening: number } | null>(null);

  const open = useCallback((image: HTMLImageElement) => {
    loadOverlay().then(
      (Overlay) => setZoomed((previous) => ({ Overlay, image, opening: (previous?.opening ?? 0) + 1 })),
      (error) => console.warn('[docsite] the image zoom failed to load:', error),
    );
  }, []);
  const closed = useCallback(() => setZoomed(null), []);

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

  if (!zoomed) return null;
  const { Overlay } = zoomed;
  return <Overlay key={zoomed.opening} origin={zoomed.image} onClosed={closed} />;
}
