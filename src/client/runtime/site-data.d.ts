declare module 'docsite:site-data' {
  const data: import('../../shared/page-data.ts').ClientSiteData;
  export default data;
}
declare module 'docsite:site-theme' {
  export const slots: import('../theme/slots.tsx').ThemeSlots | undefined;
}

/** True in bundles made by `docsite dev` (which adds live updates); false or absent otherwise. */
declare const __DOCSITE_DEV__: boolean | undefined;
declare module 'docsite:pages' {
  const pages: { routePath: string; lang: string; title: string; frontmatter: Record<string, unknown> }[];
  export default pages;
}
