/** The built-in theme's stylesheet (src/node/pipeline/runtime-entries.ts). */
declare module 'docsite:theme.css';
declare module 'docsite:site-data' {
  const data: import('../../shared/page-data.ts').ClientSiteData;
  export default data;
}
/** Generated per site (src/node/pipeline/site-theme-module.ts): the site theme's components, or the built-in ones. */
declare module 'docsite:site-theme' {
  type Theme = typeof import('../theme/index.ts');
  export const Layout: Theme['Layout'];
  export const Nav: Theme['Nav'];
  export const Sidebar: Theme['Sidebar'];
  export const Outline: Theme['Outline'];
  export const OutlineMenu: Theme['OutlineMenu'];
  export const DocFooter: Theme['DocFooter'];
  export const Footer: Theme['Footer'];
  export const Announcement: Theme['Announcement'];
  export const SearchButton: Theme['SearchButton'];
  export const CodeBlock: Theme['CodeBlock'];
  /** Only when the site theme replaces them. */
  export const Hero: Theme['Hero'] | undefined;
  export const Features: Theme['Features'] | undefined;
  export const NotFound: Theme['NotFound'] | undefined;
  /** A site theme's doc columns (Rspress's `DocLayout`), wrapping the built-in one. */
  export const DocLayout: import('react').ComponentType<{ hidden: Set<string> }> | undefined;
  /** The on-demand components: the site theme's, else the built-in ones. */
  export const loadHomeLayout: () => Promise<Theme['HomeLayout']>;
  export const loadSearchModal: () => Promise<Theme['SearchModal']>;
  /** The components pages name as `layout:` in front matter. */
  export const layouts: Record<string, import('react').ComponentType>;
  export const slots: import('../theme/slots.tsx').ThemeSlots | undefined;
}

/** True in bundles made by `docsite dev` (which adds live updates); false or absent otherwise. */
declare const __DOCSITE_DEV__: boolean | undefined;
/** Rspress's `route.prefetchLink` (page-plugins.ts appDefines): false, hovering a link loads nothing ahead. */
declare const __DOCSITE_PREFETCH_LINK__: boolean;
declare module 'docsite:pages' {
  const pages: { routePath: string; lang: string; title: string; frontmatter: Record<string, unknown> }[];
  export default pages;
}
