/**
 * The navbar search button of a site searching with Algolia DocSearch (config `search: { provider: 'algolia' }`:
 * the shell takes it in place of SearchButton, see site-theme-module.ts; a Rspress theme's plugin-algolia
 * `Search` renders it with its props). It looks and opens as SearchButton does (search-opener.tsx: click, Ctrl/Cmd+K, '/'), and
 * loads DocSearch's dialog only then (prefetched on hover/focus), so a page's first load carries none of it.
 */
import type { ComponentType } from 'react';
import { site } from '../../runtime/context.tsx';
import { SearchTrigger, useSearchOpener } from './search-opener.tsx';
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
  const { open, close, Dialog, show, prefetch } = useSearchOpener(loadDialog, 'DocSearch');
  if (!algolia) return null;
  return (
    <>
      <SearchTrigger onOpen={show} onPrefetch={prefetch} />
      {Dialog && <Dialog open={open} onClose={close} algolia={algolia} translations={translations} />}
    </>
  );
}
