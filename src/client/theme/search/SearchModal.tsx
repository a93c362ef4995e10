/**
 * The search dialog. Loaded lazily by SearchButton, together with the search engine (lunr and
 * lunr-languages come with it): nothing of search is in the main bundle. The current language's index
 * is fetched when this chunk is evaluated (first open, or the button's hover/focus prefetch) and again
 * when the language or version changes; index states initial → initing → inited (`data-index-state`).
 * Results are ranked from the index alone; the text shards the shown results need (their headings and
 * snippets) are fetched then, and the results found again when they arrive (`data-texts="loaded"` once
 * the current results need nothing more).
 *
 * Behaviour: a local index is searched on every key, in the key's own task, so the frame after the key
 * shows its results (issue 47: ≤ 16 ms from key to paint); the text shards the results need are fetched
 * once the query has rested SHARD_DELAY_MS, so fast typing does not fetch shards for every prefix. A
 * remote search waits until typing rests 150 ms. Nothing is searched mid-composition (IME). Results are
 * grouped by page, each hit typed title / header / content with highlights; ↑/↓ move, Enter opens,
 * Escape closes; 100 queries cached. Hit text is rendered as text nodes only (never HTML).
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { site, usePage, useT, useNavigate, routeContext } from '../../runtime/context.tsx';
import { hrefToRoutePath, isExternalUrl, routeToHref, splitRoutePath } from '../../../shared/routes.ts';
import { emptyIndex, loadIndex, loadShards, neededShards, remoteSearch, search, type SearchGroup, type SearchHit, type SearchIndex } from '../../search/query.ts';
import { highlightSegments } from '../../search/highlight.ts';
import { followSelection } from '../../search/selection.ts';
import { searchIndexKey } from '../../../shared/search/format.ts';
import { IconClose } from '../icons.tsx';
import { UiString } from '../../../shared/ui-keys.ts';

/** Remote search: a request once typing rests this long. */
const DEBOUNCE_MS = 150;
/** Local search: the text shards of the results once the query has rested this long. */
const SHARD_DELAY_MS = 100;
const CACHE_SIZE = 100;

type IndexState = 'initial' | 'initing' | 'inited';

/** Loaded (or loading) indexes by URL; failures are dropped so a later open retries. */
const indexes = new Map<string, Promise<SearchIndex>>();
const NO_INDEX = emptyIndex();
/** Remote results: lang + query → groups (least recently used first out). */
const remoteCache = new Map<string, SearchGroup[]>();

function getIndex(url: string): Promise<SearchIndex> {
  let p = indexes.get(url);
  if (!p) {
    p = loadIndex(url).then((index) => {
      if (index.failed) indexes.delete(url);
      return index;
    });
    indexes.set(url, p);
  }
  return p;
}

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** The index URL for the current language and version, in local mode. */
function indexUrl(lang: string, version: string): string | undefined {
  const config = site.search;
  if (!config || config.mode !== 'local') return undefined;
  return config.indexes[searchIndexKey(lang, version)] ?? config.indexes[lang];
}

// Start fetching the current page's index as soon as this chunk is evaluated: the dialog itself
// renders a little later (after React's Suspense reveal), and the index is usually ready by then.
if (typeof window !== 'undefined') {
  try {
    const routePath = hrefToRoutePath(window.location.pathname, routeContext);
    if (routePath) {
      const { lang, version } = splitRoutePath(routePath, routeContext);
      const url = indexUrl(lang, version);
      if (url) void getIndex(url);
    }
  } catch {
    // the dialog loads its index when it opens anyway
  }
}

/** Loads the current index while the dialog is open: initial → initing → inited. */
function useSearchIndex(url: string | undefined, active: boolean): { state: IndexState; index: SearchIndex | null } {
  const [loaded, setLoaded] = useState<{ url: string; index: SearchIndex } | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  useEffect(() => {
    if (!active || !url || loaded?.url === url) return;
    let cancelled = false;
    setRequested(url);
    getIndex(url).then((index) => {
      if (!cancelled) setLoaded({ url, index });
    });
    return () => {
      cancelled = true;
    };
  }, [url, active, loaded?.url]);
  // no index for this language/version (every page excluded from search): nothing to find
  if (!url) return { state: 'inited', index: NO_INDEX };
  if (loaded?.url === url) return { state: 'inited', index: loaded.index };
  return { state: requested === url ? 'initing' : 'initial', index: null };
}

/**
 * Fetches the text shards a query's results need (query.ts `neededShards`), again until they need
 * none; `shards` counts the arrivals (`setShards` adds one; the results are found again on each).
 * Returns whether the current results still wait for some.
 */
function useShards(index: SearchIndex | null, query: string, limit: number, shards: number, setShards: (f: (n: number) => number) => void): boolean {
  // `shards` is a dependency on purpose: the index is the same object, its shards are not
  const needed = useMemo(() => (index && query.trim() ? neededShards(index, query.trim(), { limit }) : []), [index, query, limit, shards]);
  useEffect(() => {
    if (!index || !needed.length) return;
    let cancelled = false;
    // a failed shard is given up on (query.ts), so this ends
    const timer = setTimeout(
      () =>
        void loadShards(index, needed).then(() => {
          if (!cancelled) setShards((n) => n + 1);
        }),
      SHARD_DELAY_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [index, needed, setShards]);
  return needed.length > 0;
}

interface FlatHit {
  group: SearchGroup;
  hit: SearchHit;
  href: string;
  id: string;
}

/** What tells one hit from another (a page's title hit and its first section's share an address). */
function hitKey({ href, hit }: FlatHit): string {
  return `${href}\0${hit.type}\0${hit.header}\0${hit.statement ?? ''}`;
}

function hitHref(group: SearchGroup, hit: SearchHit): string {
  const base = isExternalUrl(group.routePath) ? group.routePath : routeToHref(group.routePath, routeContext);
  return hit.anchor ? `${base}#${encodeURIComponent(hit.anchor).replace(/%2F/gi, '/')}` : base;
}

/** Plain segments are bare text nodes, matches <mark>s: the fewest nodes to make again on each key. */
function Highlighted({ text, ranges }: { text: string; ranges: SearchHit['highlights'] }) {
  return <>{highlightSegments(text, ranges).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

/** A hit's icon (page, heading, text): one element whatever the type, so a key that changes a hit's type updates it in place. */
const HIT_ICON_PATHS: Record<SearchHit['type'], string[]> = {
  title: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5M9 13h6M9 17h4'],
  header: ['M5 9h14M5 15h14M10 4 8 20M16 4l-2 16'],
  content: ['M4 6h16M4 10h16M4 14h10M4 18h7'],
};
const HitIcon = ({ type }: { type: SearchHit['type'] }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin={type === 'title' ? 'round' : undefined} aria-hidden="true">
    {HIT_ICON_PATHS[type].map((d, i) => (
      <path key={i} d={d} />
    ))}
  </svg>
);
const IconSearchGlass = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
const IconEnter = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M20 5v7a3 3 0 0 1-3 3H5M9 11l-4 4 4 4" />
  </svg>
);

interface HitRowProps {
  item: FlatHit;
  position: number;
  selected: boolean;
  /** Both stable (the dialog's latest state is read through a ref), so an unchanged row is not rendered again. */
  onHover: (position: number) => void;
  onOpen: (event: ReactMouseEvent<HTMLAnchorElement>, item: FlatHit) => void;
}

const sameRanges = (a: SearchHit['highlights'], b: SearchHit['highlights']) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((r, i) => r.start === b[i].start && r.length === b[i].length));

/** A row shows the same thing when its position, selection, address and hit text are the same (hits are new objects on each search). */
function sameRow(a: HitRowProps, b: HitRowProps): boolean {
  const x = a.item;
  const y = b.item;
  return (
    a.position === b.position &&
    a.selected === b.selected &&
    a.onHover === b.onHover &&
    a.onOpen === b.onOpen &&
    x.id === y.id &&
    x.href === y.href &&
    x.group.title === y.group.title &&
    x.group.routePath === y.group.routePath &&
    x.hit.type === y.hit.type &&
    x.hit.header === y.hit.header &&
    x.hit.statement === y.hit.statement &&
    sameRanges(x.hit.highlights, y.hit.highlights)
  );
}

/** One result: rendered again only when what it shows changed (sameRow), not on every key. */
const HitRow = memo(function HitRow({ item, position, selected, onHover, onOpen }: HitRowProps) {
  const { hit, group } = item;
  return (
    <li
      id={item.id}
      role="option"
      aria-selected={selected}
      className={`search-hit search-hit-${hit.type}${selected ? ' active' : ''}`}
      onMouseMove={() => {
        if (!selected) onHover(position);
      }}
    >
      <a href={item.href} tabIndex={-1} onClick={(event) => onOpen(event, item)}>
        <span className="search-hit-icon">
          <HitIcon type={hit.type} />
        </span>
        <span className="search-hit-body">
          {hit.type === 'content' ? (
            <>
              <span className="search-hit-statement">
                <Highlighted text={hit.statement ?? ''} ranges={hit.highlights} />
              </span>
              <span className="search-hit-context">{hit.header || group.title}</span>
            </>
          ) : (
            <>
              <span className="search-hit-title">
                <Highlighted text={hit.header} ranges={hit.highlights} />
              </span>
              {hit.type === 'header' && <span className="search-hit-context">{group.title}</span>}
            </>
          )}
        </span>
        <span className="search-hit-enter" aria-hidden="true">
          <IconEnter />
        </span>
      </a>
    </li>
  );
}, sameRow);

export default function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const page = usePage();
  const navigate = useNavigate();
  const config = site.search;
  const lang = page.lang;
  const version = page.version ?? '';
  const maxResults = config ? config.maxResults : 7;
  const url = indexUrl(lang, version);
  const { state, index } = useSearchIndex(url, open);

  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [remote, setRemote] = useState<{ groups: SearchGroup[]; for: string }>({ groups: [], for: '' });
  const [remotePending, setRemotePending] = useState(false);
  // The selected option (its position and hitKey) and the results it was chosen in (query and index): new
  // results start at the first option; text shards arriving later re-rank the same query's results, and the
  // selection follows the chosen hit (Enter opens what the reader saw selected), else keeps its position.
  const [selection, setSelection] = useState<{ q: string; index: SearchIndex | null; active: number; hit?: string }>({ q: '', index: null, active: 0 });
  const local = !!config && config.mode === 'local';
  const q = query.trim();
  // text shards arrived (each arrival finds the results again)
  const [shards, setShards] = useState(0);
  // Local results are found while rendering the key's update (no effect, no second render).
  const localGroups = useMemo(() => {
    if (!local || !index || !q) return [];
    const started = performance.now();
    const found = search(index, q, { limit: maxResults });
    // User Timing: the engine's share of a key (test/bench/search-browser.mjs measures key → paint)
    performance.measure('docsite:search-query', { start: started, end: performance.now() });
    return found;
    // `shards` is a dependency on purpose: the index is the same object, its texts are not
  }, [local, index, q, shards, maxResults]);
  // after the search above, which left the query's ranking in the index's cache
  const waitingForShards = useShards(local ? index : null, query, maxResults, shards, setShards);
  // The results wait for texts (`data-texts`) from the key on: first for the index, then for its shards.
  const waiting = waitingForShards || (local && !index && !!q);
  const groups = local ? localGroups : remote.groups;
  // what the results shown answer ('' while the index of this language/version is still loading)
  const resultsFor = local ? (index ? q : '') : remote.for;
  const chosen = selection.q === resultsFor && selection.index === index ? selection : undefined;
  const setActive = (n: number) => setSelection({ q: resultsFor, index, active: n, hit: flat[n] && hitKey(flat[n]) });
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef<Element | null>(null);
  const uid = useId().replace(/:/g, '');
  const listId = `search-list-${uid}`;

  // Query updates (none while an IME composition is in progress): at once for a local index, once
  // typing rests for a remote one.
  const schedule = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      if (local || !value.trim()) setQuery(value);
      else timer.current = setTimeout(() => setQuery(value), DEBOUNCE_MS);
    },
    [local],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  // A remote query: asked once typing rests, answers kept per language and query.
  useEffect(() => {
    if (!config || config.mode !== 'remote') return;
    if (!q) {
      setRemote({ groups: [], for: '' });
      return;
    }
    const key = `${lang}\u0000${q}`;
    const cached = remoteCache.get(key);
    if (cached) {
      remember(remoteCache, key, cached);
      setRemote({ groups: cached, for: q });
      return;
    }
    const controller = new AbortController();
    setRemotePending(true);
    remoteSearch({ apiUrl: config.apiUrl, keyword: q, limit: maxResults, searchIndexes: config.searchIndexes, lang, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      remember(remoteCache, key, result);
      setRemote({ groups: result, for: q });
      setRemotePending(false);
    });
    return () => {
      controller.abort();
      setRemotePending(false);
    };
  }, [q, lang, config, maxResults]);

  // Opening: remember focus, focus the input, lock page scroll. Closing: restore both.
  useLayoutEffect(() => {
    if (!open) return;
    restoreFocus.current = document.activeElement;
    inputRef.current?.focus();
    inputRef.current?.select();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    const padding = root.style.paddingRight;
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      root.style.overflow = overflow;
      root.style.paddingRight = padding;
      const el = restoreFocus.current as HTMLElement | null;
      if (el && typeof el.focus === 'function' && document.contains(el)) el.focus({ preventScroll: true });
    };
  }, [open]);

  const flat: FlatHit[] = useMemo(() => {
    const out: FlatHit[] = [];
    groups.forEach((group, gi) =>
      group.hits.forEach((hit, hi) => out.push({ group, hit, href: hitHref(group, hit), id: `${listId}-${gi}-${hi}` })),
    );
    return out;
  }, [groups, listId]);
  const activeIndex = useMemo(() => followSelection(flat.map(hitKey), chosen && { active: chosen.active, key: chosen.hit }), [flat, chosen]);

  // Keep the active option visible. New results start at their first option: the list goes back to its
  // top if it was scrolled (a write; scrollIntoView on every key would lay the page out in the key's task).
  const shownFor = useRef<unknown[]>([]);
  const scrolled = useRef(false);
  useEffect(() => {
    if (activeIndex < 0) return;
    const fresh = shownFor.current[0] !== resultsFor || shownFor.current[1] !== index;
    shownFor.current = [resultsFor, index];
    if (fresh && activeIndex === 0) {
      if (scrolled.current && bodyRef.current) bodyRef.current.scrollTop = 0;
      return;
    }
    document.getElementById(flat[activeIndex].id)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, flat, resultsFor, index]);

  const go = useCallback(
    (item: FlatHit) => {
      // The reader chose a page: focus goes to its content (the next Tab starts there), not back to the search button.
      restoreFocus.current = document.getElementById('main-content');
      onClose();
      if (isExternalUrl(item.href)) window.location.assign(item.href);
      else navigate(item.href);
    },
    [navigate, onClose],
  );

  // The rows' handlers, stable across keys (HitRow is memoised); they act on the latest render's state.
  const latest = useRef({ setActive, go });
  useLayoutEffect(() => {
    latest.current = { setActive, go };
  });
  const onHover = useCallback((position: number) => latest.current.setActive(position), []);
  const onOpen = useCallback((event: ReactMouseEvent<HTMLAnchorElement>, item: FlatHit) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    latest.current.go(item);
  }, []);

  if (!open) return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const native = event.nativeEvent as KeyboardEvent;
    if (native.isComposing || composing.current) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!flat.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      if (activeIndex < 0) return;
      event.preventDefault();
      go(flat[activeIndex]);
    } else if (event.key === 'Tab') {
      // keep focus inside the dialog
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('input, button');
      if (!focusable || !focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };


  const trimmed = input.trim();
  const settled = trimmed === query.trim() && trimmed === resultsFor && !remotePending;
  const loading = !!trimmed && ((config && config.mode === 'local' && state !== 'inited') || remotePending);
  const showEmpty = !!trimmed && settled && !loading && flat.length === 0;
  const expanded = flat.length > 0 && !!trimmed;
  let n = -1;

  // Portal to <body>: an ancestor with a transform or backdrop-filter (the nav bar) would otherwise
  // become the containing block of the fixed overlay.
  return createPortal(
    <div
      className="search-overlay"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label={t(UiString.searchPlaceholder)}
        data-index-state={config && config.mode === 'local' ? state : 'remote'}
        data-texts={waiting ? 'loading' : 'loaded'}
        onKeyDown={onKeyDown}
      >
        <div className="search-header">
          <label className="search-input-wrap">
            <span className="search-input-icon">
              <IconSearchGlass />
            </span>
            <input
              ref={inputRef}
              className="search-input"
              type="text"
              role="combobox"
              aria-label={t(UiString.searchPlaceholder)}
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && activeIndex >= 0 ? flat[activeIndex].id : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={128}
              placeholder={t(UiString.searchPlaceholder)}
              value={input}
              onChange={(event) => {
                const value = event.target.value;
                setInput(value);
                if (composing.current || (event.nativeEvent as InputEvent).isComposing) return;
                schedule(value);
              }}
              onCompositionStart={() => {
                composing.current = true;
                clearTimeout(timer.current);
              }}
              onCompositionEnd={(event) => {
                composing.current = false;
                schedule(event.currentTarget.value);
              }}
            />
          </label>
          <button type="button" className="search-close" onClick={onClose} aria-label={t(UiString.searchClose)}>
            <kbd className="search-close-kbd">Esc</kbd>
            <span className="search-close-icon">
              <IconClose />
            </span>
          </button>
        </div>

        <div className="search-body" ref={bodyRef} onScroll={(event) => (scrolled.current = event.currentTarget.scrollTop > 0)}>
          {loading && (
            <p className="search-status" role="status">
              {t(UiString.searchLoading)}
            </p>
          )}
          {showEmpty && (
            <div className="search-empty" role="status">
              <p>
                {t(UiString.searchNoResults)} <q className="search-empty-query">{trimmed}</q>
              </p>
              <p className="search-empty-hint">{t(UiString.searchTryAgain)}</p>
            </div>
          )}
          <ul ref={listRef} id={listId} role="listbox" aria-label={t(UiString.searchPlaceholder)} className="search-results" hidden={!expanded} data-query={resultsFor}>
            {expanded &&
              groups.map((group, gi) => (
                // keyed by position: each key's results update the rows in place (no rows removed and made again)
                <li key={gi} role="presentation" className="search-group">
                  <div className="search-group-title" id={`${listId}-g${gi}`} aria-hidden="true">
                    {group.title || group.routePath}
                  </div>
                  <ul role="group" aria-labelledby={`${listId}-g${gi}`} className="search-group-hits">
                    {group.hits.map(() => {
                      n++;
                      return <HitRow key={flat[n].id} item={flat[n]} position={n} selected={n === activeIndex} onHover={onHover} onOpen={onOpen} />;
                    })}
                  </ul>
                </li>
              ))}
          </ul>
        </div>

        <div className="search-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t(UiString.searchNavigate)}
          </span>
          <span>
            <kbd>↵</kbd> {t(UiString.searchSelect)}
          </span>
          <span>
            <kbd>esc</kbd> {t(UiString.searchEsc)}
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
