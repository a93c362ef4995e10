/**
 * `@rspress/plugin-algolia/runtime` as a Rspress site's theme imports it (`Search` overriding the search, with
 * DocSearch's props and translations): a thin alias, so the bundle never loads the package (its DocSearch
 * runtime is Rspress's own). `Search` renders docsite's search, the one the config's `search` sets up; the
 * DocSearch props are accepted and not read here. The locale tables are empty (DocSearch's interface strings).
 */
import { SearchButton } from '../theme/search/SearchButton.tsx';

/** DocSearch's interface strings by language, as the plugin exports them (empty: docsite's own strings apply). */
export type Locales = Record<string, Record<string, unknown>>;
export const ZH_LOCALES: Locales = {};
export const RU_LOCALES: Locales = {};
export const TA_LOCALES: Locales = {};

export interface SearchProps {
  docSearchProps?: Record<string, unknown>;
  locales?: Locales;
}

export function Search(_props: SearchProps) {
  return <SearchButton />;
}
