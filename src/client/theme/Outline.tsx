/**
 * "On this page": h2–h4 of the page (with their inline code and emphasis, and as components render them),
 * with the heading being read highlighted as the reader scrolls
 * (throttled to 100 ms). Shown beside the content from 1280 px, and as a drop-down panel in the
 * bar under the nav on narrower screens.
 */
import { useEffect, useState } from 'react';
import type { TocItem } from '../../shared/page-data.ts';
import { usePage, useT } from '../runtime/context.tsx';
import { useOpenedOnce } from './hooks.ts';
import { useDisclosure } from './disclosure.ts';
import { IconChevronRight } from './icons.tsx';
import { EditLink } from './DocFooter.tsx';
import { UiString } from '../../shared/ui-keys.ts';

/**
 * The id of the last heading whose top has reached the line under the fixed bars (its scroll margin), followed
 * as the reader scrolls (outline-dom.ts, loaded once hydrated: the server marks none, so hydrating needs none of it).
 * `leadMarksFirst`: above the first heading, the first is the one marked (the side outline, as in the
 * reference; the narrow bar then names none).
 */
function useActiveHeading(toc: TocItem[], leadMarksFirst = false): string {
  const [activeId, setActiveId] = useState('');
  useEffect(() => {
    if (!toc.length) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./outline-dom.ts').then((m) => {
      if (live) stop = m.followActiveHeading(toc, leadMarksFirst, setActiveId);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [toc, leadMarksFirst]);
  return activeId;
}

/**
 * The entries as the page shows its headings: the build's, then, once hydrated, read from the headings
 * themselves and followed as components change them (outline-dom.ts, loaded then).
 */
function useShownToc(toc: TocItem[]): TocItem[] {
  const [shown, setShown] = useState({ toc, items: toc });
  useEffect(() => {
    if (!toc.length) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./outline-dom.ts').then((m) => {
      if (live) stop = m.followHeadings(toc, (items) => setShown({ toc, items }));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [toc]);
  return shown.toc === toc ? shown.items : toc;
}

function OutlineList({ items, activeId, onNavigate }: { items: TocItem[]; activeId: string; onNavigate?: () => void }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} className={`outline-item depth-${item.depth}`}>
          {/* Inline code and emphasis of the heading show as on the page. */}
          <a
            href={`#${encodeURIComponent(item.id)}`}
            className={activeId === item.id ? 'active' : undefined}
            aria-current={activeId === item.id ? 'location' : undefined}
            onClick={onNavigate}
            {...(item.html ? { dangerouslySetInnerHTML: { __html: item.html } } : { children: item.text })}
          />
        </li>
      ))}
    </ul>
  );
}

export function Outline() {
  const page = usePage();
  const t = useT();
  const activeId = useActiveHeading(page.toc, true);
  const items = useShownToc(page.toc);
  if (!page.toc.length) return null;
  return (
    <nav className="outline" aria-labelledby="outline-title">
      <div className="outline-title" id="outline-title">{t(UiString.outlineTitle)}</div>
      <OutlineList items={items} activeId={activeId} />
      <OutlineActions />
    </nav>
  );
}

/** Where the reader is when done with the page, under the list beside it and in the narrow screens' panel (as Rspress's outline has them). */
function OutlineActions({ onNavigate }: { onNavigate?: () => void }) {
  const page = usePage();
  const t = useT();
  return (
    <div className="outline-actions">
      {page.editLink && <EditLink href={page.editLink} text={t(UiString.editLink)} className="outline-action" />}
      <button
        type="button"
        className="outline-action back-to-top"
        onClick={() => {
          onNavigate?.();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      >
        {t(UiString.backToTop)}
      </button>
    </div>
  );
}

/** The narrow-screen outline: a button in the bar under the nav opening the list as a panel. */
export function OutlineMenu() {
  const page = usePage();
  const t = useT();
  const activeId = useActiveHeading(page.toc);
  const { open, setOpen, rootProps, buttonProps, panelProps } = useDisclosure({ hover: false });
  useEffect(() => setOpen(false), [page.routePath, setOpen]);
  // The list repeats the aside's: in the HTML once, here from the first opening on (an empty panel before).
  const filled = useOpenedOnce(open);
  const items = useShownToc(page.toc);
  if (!page.toc.length) return null;
  const current = items.find((item) => item.id === activeId);
  return (
    <div className={open ? 'outline-menu menu open' : 'outline-menu menu'} {...rootProps}>
      <button type="button" className="outline-menu-button" {...buttonProps}>
        <span className="outline-menu-title">{t(UiString.outlineTitle)}</span>
        {current && <span className="outline-menu-current">{current.text}</span>}
        <IconChevronRight className="outline-menu-chevron" />
      </button>
      <nav className="menu-panel outline-panel" aria-label={t(UiString.onThisPage)} {...panelProps}>
        {filled && (
          <>
            <OutlineList items={items} activeId={activeId} onNavigate={() => setOpen(false)} />
            <OutlineActions onNavigate={() => setOpen(false)} />
          </>
        )}
      </nav>
    </div>
  );
}
