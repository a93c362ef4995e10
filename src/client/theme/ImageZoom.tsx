/**
 * Image zoom for images in the doc body. Most pages have none, so every page carries only this part:
 * once the content is in, it looks for images and, on a page with some, loads the part that makes them
 * zoomable (ImageZoomTargets.tsx), which loads the overlay the first time a reader opens one.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { usePage } from '../runtime/context.tsx';
import { DEFAULT_ZOOM_SELECTOR, ZOOM_SETUP_DELAY, resolveZoomTargets, type ZoomTarget } from './zoom.ts';

type ZoomProps = { selector?: ZoomTarget };
let targetsModule: Promise<ComponentType<ZoomProps>> | undefined;

export function ImageZoom(props: ZoomProps) {
  const { routePath } = usePage();
  const [Targets, setTargets] = useState<ComponentType<ZoomProps> | null>(null);
  useEffect(() => {
    if (Targets) return;
    const timer = setTimeout(() => {
      if (!resolveZoomTargets(props.selector ?? DEFAULT_ZOOM_SELECTOR).length) return;
      (targetsModule ??= import('./ImageZoomTargets.tsx').then((m) => m.ImageZoomTargets)).then((loaded) => setTargets(() => loaded));
    }, ZOOM_SETUP_DELAY);
    return () => clearTimeout(timer);
  }, [routePath, Targets, props.selector]);
  return Targets ? <Targets {...props} /> : null;
}
