declare module 'docsite:site-data' {
  const data: import('../shared/page-data.ts').ClientSiteData;
  export default data;
}
declare module 'docsite:site-theme' {
  export const slots: import('../theme/slots.tsx').ThemeSlots | undefined;
}
