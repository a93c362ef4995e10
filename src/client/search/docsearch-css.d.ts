/** DocSearch's stylesheets, imported as text (`with { type: 'text' }`) by the lazily loaded dialog. */
declare module '@docsearch/css/dist/*.css' {
  const css: string;
  export default css;
}
