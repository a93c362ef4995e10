/**
 * The navbar search button: docsite's own dialog, whose module and index load only when search is first
 * opened (or prefetched); button and shortcuts: search-opener.tsx.
 */
import type { ComponentType } from 'react';
import { site } from '../../runtime/context.tsx';
import { loadSearchModal } from 'docsite:site-theme';
import { SearchTrigger, useSearchOpener } from './search-opener.tsx';

type Modal = ComponentType<{ open: boolean; onClose: () => void }>;
let modalPromise: Promise<Modal> | undefined;
const loadModal = (): Promise<Modal> => (modalPromise ??= loadSearchModal());

export function SearchButton() {
  const { open, close, Dialog: Modal, show, prefetch } = useSearchOpener(loadModal, 'search');
  if (site.search === false) return null;
  return (
    <>
      <SearchTrigger onOpen={show} onPrefetch={prefetch} />
      {Modal && <Modal open={open} onClose={close} />}
    </>
  );
}
