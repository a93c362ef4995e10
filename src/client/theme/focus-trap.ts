/** Keeps Tab inside a drawer or menu (see `useFocusTrap` in hooks.ts). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Until the returned function is called, Tab and Shift+Tab cycle through the visible focusable elements of the containers, in document order. */
export function trapFocus(containers: () => (HTMLElement | null)[]): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const inside = containers()
      .flatMap((el) => (el ? [el, ...el.querySelectorAll<HTMLElement>(FOCUSABLE)] : []))
      .filter((el) => el.matches(FOCUSABLE) && el.getClientRects().length > 0)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (!inside.length) return;
    const at = inside.indexOf(document.activeElement as HTMLElement);
    const next = at < 0 ? (event.shiftKey ? inside.length - 1 : 0) : (at + (event.shiftKey ? -1 : 1) + inside.length) % inside.length;
    event.preventDefault();
    inside[next].focus();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
