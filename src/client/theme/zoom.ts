/** Image-zoom constants and the selector check, kept free of React so they can be tested on their own. */
export type ZoomState = 'closed' | 'opening' | 'open' | 'closing';
export const ZOOM_MARGIN = 0;
export const ZOOM_SCROLL_THRESHOLD = 40;
export const ZOOM_CLOSE_DELAY = 150;
export const ZOOM_SETUP_DELAY = 100;
export const DEFAULT_ZOOM_SELECTOR = '.doc-content img:not(a img):not(.no-zoom)';
export const ZOOM_SELECTOR_ERROR = 'The image zoom selector must be a CSS selector string, an Element, a NodeList or an array of Elements';

export type ZoomTarget = string | Element | NodeListOf<Element> | Element[];

/** Resolves the zoom selector option; anything else is a programming error with a clear message. */
export function resolveZoomTargets(selector: ZoomTarget, root: ParentNode | null = typeof document === 'undefined' ? null : document): Element[] {
  if (typeof selector === 'string') return root ? [...root.querySelectorAll(selector)] : [];
  if (typeof Element !== 'undefined' && selector instanceof Element) return [selector];
  if (typeof NodeList !== 'undefined' && selector instanceof NodeList) return [...selector];
  if (Array.isArray(selector)) return selector;
  throw new TypeError(ZOOM_SELECTOR_ERROR);
}
