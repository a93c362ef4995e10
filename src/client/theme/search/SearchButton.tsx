/**
 * The navbar search button. The modal and the index load only when search is first opened (or
 * prefetched on hover/focus of the button); Ctrl/Cmd+K opens it from anywhere. The modal module is
 * imported by hand (not React.lazy) so it shows the moment its code is there, with no Suspense delay.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { site, useT } from '../../runtime/context.tsx';
import { IconSearch } from '../icons.tsx';
import { loadSearchModal } from 'docsite:site-theme';
import { UiString } from '../../../shared/ui-keys.ts';

type Modal = ComponentType<{ open: boolean; onClose: () => void }>;
let modalPromise: Promise<Modal> | undefined;
const loadModal = () => (modalPromise ??= loadSearchModal());

export function SearchButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<Modal | null>(null);
  const [isMac, setIsMac] = useState(false);
  const openSearch = () => {
    setOpen(true);
    loadModal().then((m) => setModal(() => m), (error) => console.error('[docsite] search failed to load:', error));
  };
  useEffect(() => {
    setIsMac(/mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      const toggle = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      // '/' opens search too (as on GitHub and in Docusaurus), unless the reader is typing somewhere.
      if (!toggle && (event.key !== '/' || (event.target as Element).closest?.('input,textarea,select,[contenteditable]'))) return;
      event.preventDefault();
      setOpen((o) => {
        if (!o) loadModal().then((m) => setModal(() => m));
        return toggle ? !o : true;
      });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (site.search === false) return null;
  const prefetch = () => void loadModal().catch(() => {});
  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={openSearch}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        title={t(UiString.searchButton)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <IconSearch />
        <span className="search-button-text">{t(UiString.searchButton)}</span>
        <kbd className="search-kbd">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {Modal && <Modal open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
