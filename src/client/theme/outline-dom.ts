/**
 * The outline as the page shows its headings. The build gives each entry the heading's Markdown (text and
 * inline markup), but a heading may be filled by a component or an expression (`## Version {version}`), or
 * changed by one after it mounts: so, once the page has hydrated, each entry is read from its heading in the
 * DOM, and again whenever the article changes (a MutationObserver), as Rspress's outline does. Loaded on
 * demand by Outline.tsx, after hydration: none of it is in the first-load script. So is the heading being read.
 */
import type { TocItem } from '../../shared/page-data.ts';
import { escapeHtmlText } from '../../shared/escape-html.ts';

/** Inline elements the outline keeps (others give their content: a link inside an outline link would nest). */
const KEPT = new Set(['CODE', 'EM', 'STRONG', 'DEL', 'S', 'B', 'I', 'MARK', 'KBD', 'SUB', 'SUP']);


/** A heading's content as text and as the outline's HTML: its anchor left out, ids and attributes dropped. */
export function headingContent(heading: Element): { text: string; html: string } {
  let text = '';
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) {
      text += node.nodeValue ?? '';
      return escapeHtmlText(node.nodeValue ?? '');
    }
    if (!(node instanceof Element) || node.classList.contains('header-anchor')) return '';
    const inner = Array.from(node.childNodes, walk).join('');
    const tag = node.tagName.toLowerCase();
    return KEPT.has(node.tagName) ? `<${tag}>${inner}</${tag}>` : inner;
  };
  const html = Array.from(heading.childNodes, walk).join('').trim();
  return { text: text.trim(), html };
}

/** One observer per outline: the wide outline and the narrow-screen menu both follow the same headings. */
interface Followed {
  listeners: Set<(items: TocItem[]) => void>;
  /** The entries as last read. */
  items?: TocItem[];
  stop?: () => void;
}
const followed = new Map<TocItem[], Followed>();

/** Calls `update` with the entries as the DOM shows them now and after each change; returns the stop. */
export function followHeadings(toc: TocItem[], update: (items: TocItem[]) => void): () => void {
  let entry = followed.get(toc);
  if (!entry) {
    const created: Followed = { listeners: new Set() };
    created.stop = observeHeadings(toc, (items) => {
      created.items = items;
      for (const listener of created.listeners) listener(items);
    });
    followed.set(toc, (entry = created));
  }
  const following = entry;
  following.listeners.add(update);
  if (following.items) update(following.items);
  return () => {
    following.listeners.delete(update);
    if (following.listeners.size) return;
    following.stop?.();
    followed.delete(toc);
  };
}

/** Reads the entries from the headings now and after each change of the article, calling `update` when they differ. */
function observeHeadings(toc: TocItem[], update: (items: TocItem[]) => void): () => void {
  let last = '';
  const read = () => {
    const items = toc.map((item) => {
      const heading = document.getElementById(item.id);
      return heading ? { ...item, ...headingContent(heading) } : item;
    });
    const key = items.map((item) => item.html ?? item.text).join('\n');
    if (key !== last) {
      last = key;
      update(items);
    }
  };
  read();
  const root = document.getElementById(toc[0]?.id ?? '')?.closest('article') ?? document.body;
  const observer = new MutationObserver(read);
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}

const OUTLINE_THROTTLE_MS = 100;

/** Calls `fn` at most once per `wait` ms, trailing call included. */
function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): (...args: A) => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    clearTimeout(timer);
    if (remaining <= 0) {
      last = now;
      fn(...args);
    } else {
      timer = setTimeout(() => {
        last = Date.now();
        fn(...args);
      }, remaining);
    }
  };
}

/**
 * Calls `set` with the id of the last heading whose top has reached the line under the fixed bars (its scroll
 * margin), now and as the page scrolls or resizes (throttled to 100 ms); `leadMarksFirst`: above the first
 * heading, the first. Returns the cleanup. (Outline.tsx's useActiveHeading.)
 */
export function followActiveHeading(toc: TocItem[], leadMarksFirst: boolean, set: (id: string) => void): () => void {
  const update = throttle(() => {
    let current = '';
    // Where a heading lands when linked to: under the fixed bars (scroll padding + its scroll margin).
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    for (const item of toc) {
      const el = document.getElementById(item.id);
      if (!el) continue;
      const line = padding + (parseFloat(getComputedStyle(el).scrollMarginTop) || 0) + 8;
      if (el.getBoundingClientRect().top <= line) current = item.id;
      else break;
    }
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    if (atBottom && window.scrollY > 0) current = toc[toc.length - 1].id;
    if (leadMarksFirst) current ||= toc[0].id;
    set(current);
  }, OUTLINE_THROTTLE_MS);
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}
