/**
 * The navbar search button. The modal and the index load only when search is first opened (or
 * prefetched on hover/focus of the button); Ctrl/Cmd+K opens it from anywhere.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { site, useLocale, useT } from '../../runtime/context.tsx';
import { IconSearch } from '../icons.tsx';

const loadModal = () => import('./SearchModal.tsx');
const SearchModal = lazy(loadModal);

export function SearchButton() {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [isMac, setIsMac] = useState(false);
  useEffect(() => {
    setIsMac(/mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setEverOpened(true);
        setOpen((o) => !o);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (site.search === false) return null;
  const prefetch = () => void loadModal();
  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        aria-label={locale.searchPlaceholderText ?? t('searchButton')}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <IconSearch />
        <span className="search-button-text">{t('searchButton')}</span>
        <kbd className="search-kbd">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <SearchModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
