/**
 * Algolia DocSearch, shared by the build (config → site data, other tools' settings mapped) and the browser
 * (the query's parameters, hits' URLs made this site's paths).
 */
import type { AlgoliaSearchConfig } from '../config-schema.ts';

/** Algolia DocSearch (config `search: { provider: 'algolia' }`): what the browser needs to query the index. */
export interface ClientAlgoliaSearch {
  mode: 'algolia';
  appId: string;
  apiKey: string;
  indexName: string;
  languageFacet: string | false;
  searchParameters?: Record<string, unknown>;
  placeholder?: string | Record<string, string>;
}

/*
 * The site data's `algolia` field, declared here rather than in page-data.ts: that module is in every page's
 * first-load chunk, and the minifier's names depend on its text, so sites without Algolia keep their bytes.
 */
declare module '../page-data.ts' {
  interface ClientSiteData {
    /** Algolia DocSearch in place of docsite's search (then `search` is false). */
    algolia?: ClientAlgoliaSearch;
  }
}

/** What the browser gets of the config: everything but the `provider` spelling. */
export function clientAlgoliaSearch(search: AlgoliaSearchConfig): ClientAlgoliaSearch {
  return {
    mode: 'algolia',
    appId: search.appId,
    apiKey: search.apiKey,
    indexName: search.indexName,
    languageFacet: search.languageFacet,
    ...(search.searchParameters ? { searchParameters: search.searchParameters } : {}),
    ...(search.placeholder !== undefined ? { placeholder: search.placeholder } : {}),
  };
}

/**
 * The search parameters of a query from a page in `lang`: the configured ones, with the language's facet
 * filter first (`lang:zh`), as VitePress and Docusaurus's contextual search filter DocSearch indexes.
 */
export function docSearchParameters(search: Pick<ClientAlgoliaSearch, 'languageFacet' | 'searchParameters'>, lang: string): Record<string, unknown> {
  const params = { ...search.searchParameters };
  if (search.languageFacet === false) return params;
  const theirs = params.facetFilters;
  const own = `${search.languageFacet}:${lang}`;
  params.facetFilters = theirs === undefined ? [own] : [own, ...(Array.isArray(theirs) ? theirs : [theirs])];
  return params;
}

/**
 * A hit's URL as a link of this site: the crawler recorded the deployed site's absolute URLs, and a reader on
 * a preview or a mirror must stay there (Rspress and Docusaurus do the same), so the origin is dropped.
 */
export function hitHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url;
  }
}

// ---- other tools' Algolia settings, as docsite's `search` ----

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The input form of docsite's algolia search (what site.config.ts would say). */
export interface AlgoliaSearchInput {
  provider: 'algolia';
  appId: string;
  apiKey: string;
  indexName: string;
  languageFacet?: string | false;
  searchParameters?: Json;
  placeholder?: string | Record<string, string>;
}

function credentials(options: Json): Pick<AlgoliaSearchInput, 'provider' | 'appId' | 'apiKey' | 'indexName'> | undefined {
  const appId = str(options.appId);
  const apiKey = str(options.apiKey);
  const indexName = str(options.indexName) ?? (Array.isArray(options.indices) ? str(isObject(options.indices[0]) ? options.indices[0].name : options.indices[0]) : undefined);
  return appId && apiKey && indexName ? { provider: 'algolia', appId, apiKey, indexName } : undefined;
}

/**
 * VitePress's `themeConfig.search: { provider: 'algolia', options: { appId, apiKey, indexName, searchParameters,
 * placeholder, locales: { root: { placeholder }, zh: { placeholder } } } }`. VitePress filters by `lang:<lang>`;
 * its locale keys are folder names, `root` the default language's (`defaultLang`).
 */
export function algoliaFromVitePress(search: unknown, defaultLang: string): AlgoliaSearchInput | undefined {
  if (!isObject(search) || search.provider !== 'algolia' || !isObject(search.options)) return undefined;
  const options = search.options;
  const found = credentials(options);
  if (!found) return undefined;
  const placeholders: Record<string, string> = {};
  if (isObject(options.locales)) {
    for (const [key, locale] of Object.entries(options.locales)) {
      const text = isObject(locale) ? str(locale.placeholder) : undefined;
      if (text) placeholders[key === 'root' ? defaultLang : key] = text;
    }
  }
  const own = str(options.placeholder);
  if (own && !placeholders[defaultLang]) placeholders[defaultLang] = own;
  const placeholder = Object.keys(placeholders).length > 1 || !own ? placeholders : own;
  return {
    ...found,
    languageFacet: 'lang',
    ...(isObject(options.searchParameters) ? { searchParameters: options.searchParameters } : {}),
    ...(Object.keys(placeholders).length ? { placeholder } : {}),
  };
}

/**
 * Docusaurus's `themeConfig.algolia: { appId, apiKey, indexName, contextualSearch, searchParameters }`.
 * Contextual search (Docusaurus's default) filters by `language:<locale>`, the attribute Docusaurus's crawler
 * template records; `contextualSearch: false` searches every language.
 */
export function algoliaFromDocusaurus(algolia: unknown): AlgoliaSearchInput | undefined {
  if (!isObject(algolia)) return undefined;
  const found = credentials(algolia);
  if (!found) return undefined;
  return {
    ...found,
    languageFacet: algolia.contextualSearch === false ? false : 'language',
    ...(isObject(algolia.searchParameters) ? { searchParameters: algolia.searchParameters } : {}),
    ...(str(algolia.placeholder) ? { placeholder: str(algolia.placeholder) } : {}),
  };
}

/**
 * Rspress's `<Search docSearchProps={{ appId, apiKey, indexName, searchParameters }} locales={ZH_LOCALES} />`
 * (`@rspress/plugin-algolia/runtime`). Rspress adds no language filter (the props' `searchParameters` say
 * what to filter), so none is added here either. Undefined when the props lack the index's credentials.
 */
export function algoliaFromRspress(docSearchProps: unknown, locales?: unknown): AlgoliaSearchInput | undefined {
  if (!isObject(docSearchProps)) return undefined;
  const found = credentials(docSearchProps);
  if (!found) return undefined;
  const placeholders: Record<string, string> = {};
  if (isObject(locales)) for (const [lang, locale] of Object.entries(locales)) if (isObject(locale) && str(locale.placeholder)) placeholders[lang] = str(locale.placeholder)!;
  const own = str(docSearchProps.placeholder);
  return {
    ...found,
    languageFacet: false,
    ...(isObject(docSearchProps.searchParameters) ? { searchParameters: docSearchProps.searchParameters } : {}),
    ...(own ? { placeholder: own } : Object.keys(placeholders).length ? { placeholder: placeholders } : {}),
  };
}
