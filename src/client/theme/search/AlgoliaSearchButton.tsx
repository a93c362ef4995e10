/**
 * The navbar search button of a site searching with Algolia DocSearch (config `search: { provider: 'algolia' }`:
 * the shell takes it in place of SearchButton, see site-theme-module.ts; a Rspress theme's plugin-algolia
 * `Search` renders it with its props). It looks and opens as SearchButton does (click, Ctrl/Cmd+K, '/'), and
 * loads DocSearch's dialog only then (prefetched on hover/focus), so a page's first load carries none of it.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { site, useT } from '../../runtime/context.tsx';
import { IconSearch } from '../icons.tsx';
import { UiString } from '../../../shared/ui-keys.ts';
import type { ClientAlgoliaSearch } from '../../../shared/search/algolia.ts';
import type { DocSearchDialogProps } from './DocSearchDialog.tsx';

type Dialog = ComponentType<DocSearchDialogProps>;
let dialogPromise: Promise<Dialog> | undefined;
const loadDialog = () => (dialogPromise ??= import('./DocSearchDialog.tsx').then((m) => m.default));

export interface AlgoliaSearchButtonProps {
  /** The index to search (default: the site config's). */
  algolia?: ClientAlgoliaSearch;
  /** DocSearch's interface strings (a Rspress theme's plugin-algolia `locales`). */
  translations?: DocSearchDialogProps['translations'];
}

export function AlgoliaSearchButton({ algolia = site.algolia, translations }: AlgoliaSearchButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [isMac, setIsMac] = useState(false);
  const show = () => {
    setOpen(true);
    loadDialog().then((d) => setDialog(() => d), (error) => console.error('[docsite] DocSearch failed to load:', error));
  };
  useEffect(() => {
    setIsMac(/mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      const toggle = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      if (!toggle && (event.key !== '/' || (event.target as Element).closest?.('input,textarea,select,[contenteditable]'))) return;
      event.preventDefault();
      setOpen((o) => {
        if (!o) loadDialog().then((d) => setDialog(() => d));
        return toggle ? !o : true;
      });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (!algolia) return null;
  const prefetch = () => void loadDialog().catch(() => {});
  return (
    <>
      <button type="button" className="search-button" onClick={show} onMouseEnter={prefetch} onFocus={prefetch} title={t(UiString.searchButton)} aria-keyshortcuts="Control+K Meta+K">
        <IconSearch />
        <span className="search-button-text">{t(UiString.searchButton)}</span>
        <kbd className="search-kbd">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} algolia={algolia} translations={translations} />}
    </>
  );
}
