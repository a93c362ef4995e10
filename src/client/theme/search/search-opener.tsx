/**
 * What every navbar search button shares, whichever dialog it opens (docsite's own, Algolia DocSearch): the
 * button itself, Ctrl/Cmd+K and '/' from anywhere, and the dialog's code loaded only when first opened
 * (or prefetched on hover/focus). The dialog module is loaded by hand (not React.lazy) so it shows the
 * moment its code is there, with no Suspense delay.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useT } from '../../runtime/context.tsx';
import { IconSearch } from '../icons.tsx';
import { UiString } from '../../../shared/ui-keys.ts';

/** The dialog `load` resolves to, once loaded; whether it is open; how to open and close it. */
export function useSearchOpener<Props>(load: () => Promise<ComponentType<Props>>, what: string) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null);
  const show = () => {
    setOpen(true);
    load().then((d) => setDialog(() => d), (error) => console.error(`[docsite] ${what} failed to load:`, error));
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const toggle = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      // '/' opens search too (as on GitHub and in Docusaurus), unless the reader is typing somewhere.
      if (!toggle && (event.key !== '/' || (event.target as Element).closest?.('input,textarea,select,[contenteditable]'))) return;
      event.preventDefault();
      setOpen((o) => {
        if (!o) load().then((d) => setDialog(() => d));
        return toggle ? !o : true;
      });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return { open, close: () => setOpen(false), Dialog, show, prefetch: () => void load().catch(() => {}) };
}

/** The navbar button: search icon, label and the shortcut as this platform writes it. */
export function SearchTrigger({ onOpen, onPrefetch }: { onOpen: () => void; onPrefetch: () => void }) {
  const t = useT();
  const [isMac, setIsMac] = useState(false);
  useEffect(() => setIsMac(/mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent)), []);
  return (
    <button
      type="button"
      className="search-button"
      onClick={onOpen}
      onMouseEnter={onPrefetch}
      onFocus={onPrefetch}
      title={t(UiString.searchButton)}
      aria-keyshortcuts="Control+K Meta+K"
    >
      <IconSearch />
      <span className="search-button-text">{t(UiString.searchButton)}</span>
      <kbd className="search-kbd">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  );
}
