/** Whether the reader asked for less motion (no smooth scrolling, no view transition). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
