/**
 * The thin progress bar shown during client navigation: not started → running (trickles toward
 * 0.994) → complete (fills, fades, removed). Constants as the spec gives them.
 */
const MINIMUM = 0.08;
const SPEED_MS = 200;
const TRICKLE_RATE = 0.02;
const TRICKLE_MS = 800;
const MAXIMUM = 0.994;
const EASING = 'ease';
/** Navigations faster than this never show a bar. */
const SHOW_DELAY_MS = 100;

let bar: HTMLDivElement | null = null;
let value = 0;
let trickleTimer: ReturnType<typeof setInterval> | undefined;
let showTimer: ReturnType<typeof setTimeout> | undefined;

function set(n: number) {
  value = Math.min(Math.max(n, MINIMUM), 1);
  if (!bar) return;
  bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
  bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
}

/** `label` names the bar for screen readers, in the page's language. */
export function startProgress(label: string): void {
  clearTimeout(showTimer);
  showTimer = setTimeout(() => {
    if (!bar) {
      bar = document.createElement('div');
      bar.className = 'nav-progress';
      bar.setAttribute('role', 'progressbar');
      bar.setAttribute('aria-label', label);
      bar.setAttribute('aria-valuemin', '0');
      bar.setAttribute('aria-valuemax', '100');
      bar.style.transition = `transform ${SPEED_MS}ms ${EASING}, opacity ${SPEED_MS}ms ${EASING}`;
      document.body.appendChild(bar);
    }
    bar.style.opacity = '1';
    set(MINIMUM);
    clearInterval(trickleTimer);
    trickleTimer = setInterval(() => {
      if (value < MAXIMUM) set(Math.min(MAXIMUM, value + TRICKLE_RATE * Math.random() * (1 - value) * 4 + 0.005));
    }, TRICKLE_MS);
  }, SHOW_DELAY_MS);
}

export function finishProgress(): void {
  clearTimeout(showTimer);
  clearInterval(trickleTimer);
  if (!bar) return;
  const el = bar;
  set(1);
  el.setAttribute('data-state', 'complete');
  // Detached now: a navigation starting while this one fades out gets a bar of its own.
  bar = null;
  value = 0;
  setTimeout(() => {
    el.style.opacity = '0';
    setTimeout(() => el.remove(), SPEED_MS);
  }, SPEED_MS);
}

export const progressConstants = { MINIMUM, SPEED_MS, EASING, TRICKLE_RATE, TRICKLE_MS, MAXIMUM };
