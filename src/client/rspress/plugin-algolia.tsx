/**
 * `@rspress/plugin-algolia/runtime` as a Rspress site's theme imports it (`Search` overriding the search, with
 * DocSearch's props and translations): an alias, so the bundle never loads the package. `Search` renders
 * docsite's search button opening Algolia DocSearch (loaded on demand) with the props' index (`appId`,
 * `apiKey`, `indexName`, `searchParameters`) over the site config's `search: { provider: 'algolia' }`; props
 * without an index and a site without Algolia get docsite's own search. The locale tables are the plugin's
 * shape (`{ [lang]: { placeholder, translations } }`); docsite ships none (empty tables).
 */
import { SearchButton } from '../theme/search/SearchButton.tsx';
import { AlgoliaSearchButton } from '../theme/search/AlgoliaSearchButton.tsx';
import { site, useLang } from '../runtime/context.tsx';
import { algoliaFromRspress } from '../../shared/search/algolia.ts';
import type { ClientAlgoliaSearch } from '../../shared/search/algolia.ts';

/** DocSearch's interface strings by language, as the plugin exports them (empty: docsite's own strings apply). */
export type Locales = Record<string, { placeholder?: string; translations?: Record<string, unknown> }>;
export const ZH_LOCALES: Locales = {};
export const RU_LOCALES: Locales = {};
export const TA_LOCALES: Locales = {};

export interface SearchProps {
  docSearchProps?: Record<string, unknown>;
  locales?: Locales;
}

/**
 * Props naming the whole index (`appId`, `apiKey`, `indexName`) are used as Rspress uses them (its filters are
 * the props' `searchParameters`); partial props adjust the site config's index.
 */
function algoliaOf(docSearchProps: Record<string, unknown> | undefined, locales: Locales | undefined): ClientAlgoliaSearch | undefined {
  const own = algoliaFromRspress(docSearchProps, locales);
  if (own) return { ...own, mode: 'algolia', languageFacet: false };
  if (!site.algolia) return undefined;
  const merged = algoliaFromRspress({ ...site.algolia, ...docSearchProps }, locales)!;
  return { ...site.algolia, ...merged, mode: 'algolia', languageFacet: site.algolia.languageFacet, placeholder: merged.placeholder ?? site.algolia.placeholder };
}

export function Search({ docSearchProps, locales }: SearchProps) {
  const lang = useLang();
  const algolia = algoliaOf(docSearchProps, locales);
  return algolia ? <AlgoliaSearchButton algolia={algolia} translations={locales?.[lang]?.translations} /> : <SearchButton />;
}
