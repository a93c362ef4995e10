/**
 * Algolia DocSearch's dialog in place of docsite's (config `search: { provider: 'algolia' }`, or a Rspress
 * theme's `@rspress/plugin-algolia/runtime` Search). Loaded on demand by SearchButton, like the local dialog:
 * DocSearch's code and styles (the stylesheet is in this chunk as text, added to the head on first open) never
 * reach a page's first load. Queries are filtered to the page's language (docSearchParameters); a hit is a
 * link of this site, followed by the router (no full page load).
 */
import { useCallback, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import variablesCss from '@docsearch/css/dist/_variables.css' with { type: 'text' };
import modalCss from '@docsearch/css/dist/modal.css' with { type: 'text' };
import { localized, useLang, useNavigate } from '../../runtime/context.tsx';
import { docSearchParameters, hitHref } from '../../../shared/search/algolia.ts';
import type { ClientAlgoliaSearch } from '../../../shared/search/algolia.ts';

export interface DocSearchDialogProps {
  open: boolean;
  onClose: () => void;
  algolia: ClientAlgoliaSearch;
  /** DocSearch's interface strings (a Rspress theme's `locales`, by language). */
  translations?: DocSearchModalProps['translations'];
}

/** DocSearch's colours from docsite's palette (so light and dark follow the theme's variables). */
const themeCss = `
.DocSearch-Container {
  --docsearch-primary-color: var(--c-brand);
  --docsearch-text-color: var(--c-text-1);
  --docsearch-muted-color: var(--c-text-2);
  --docsearch-secondary-text-color: var(--c-text-2);
  --docsearch-subtle-color: var(--c-divider);
  --docsearch-container-background: rgba(0, 0, 0, 0.45);
  --docsearch-modal-background: var(--c-bg);
  --docsearch-searchbox-background: var(--c-bg-soft);
  --docsearch-searchbox-focus-background: var(--c-bg);
  --docsearch-hit-color: var(--c-text-1);
  --docsearch-hit-background: var(--c-bg-soft);
  --docsearch-hit-highlight-color: var(--c-brand-soft);
  --docsearch-highlight-color: var(--c-brand);
  --docsearch-footer-background: var(--c-bg);
  --docsearch-key-background: var(--c-bg-mute);
  --docsearch-key-color: var(--c-text-2);
  --docsearch-icon-color: var(--c-text-2);
  --docsearch-focus-color: var(--c-brand);
}
`;

let styled = false;
function addStyles(): void {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.dataset.docsearch = '';
  style.textContent = variablesCss + modalCss + themeCss;
  document.head.append(style);
}

export default function DocSearchDialog({ open, onClose, algolia, translations }: DocSearchDialogProps) {
  const lang = useLang();
  const navigate = useNavigate();
  const go = useCallback(
    (href: string) => {
      onClose();
      navigate(href);
    },
    [navigate, onClose],
  );
  if (!open) return null;
  addStyles();
  const hitComponent = ({ hit, children }: { hit: { url: string }; children: ReactNode }) => (
    <a
      href={hit.url}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(hit.url);
      }}
    >
      {children}
    </a>
  );
  return createPortal(
    <DocSearchModal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      searchParameters={docSearchParameters(algolia, lang) as DocSearchModalProps['searchParameters']}
      placeholder={localized(algolia.placeholder, lang)}
      translations={translations}
      initialScrollY={window.scrollY}
      onClose={onClose}
      onAskAiToggle={() => {}}
      transformItems={(items) => items.map((item) => ({ ...item, url: hitHref(item.url) }))}
      hitComponent={hitComponent}
      navigator={{
        navigate({ itemUrl }) {
          go(itemUrl);
        },
        navigateNewTab({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener');
        },
        navigateNewWindow({ itemUrl }) {
          window.open(itemUrl, '_blank', 'noopener');
        },
      }}
    />,
    document.body,
  );
}
