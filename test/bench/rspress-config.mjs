// A Rspress config object (what `rspress.config.ts` exports) as docsite config: every key Rspress and docsite
// share passes through under its own name; the few docsite names differently are moved; what has no meaning
// for docsite (Rsbuild's config, Rspress's plugin packages) is left out and said so. The bench's generated
// site.config.ts imports the site's own rspress.config.ts and hands it to `fromRspress`, so the values
// (functions, shiki transformers, RegExps) are the site's own, not copies.

/** Keys whose value docsite takes under the same name, unchanged. */
const SAME = ['title', 'description', 'lang', 'base', 'logo', 'logoText', 'icon', 'route', 'head', 'globalStyles', 'globalUIComponents', 'replaceRules', 'multiVersion', 'outDir', 'root'];
const THEME_SAME = ['nav', 'sidebar', 'footer', 'lastUpdated', 'darkMode', 'locales', 'outlineTitle', 'prevPageText', 'nextPageText', 'lastUpdatedText', 'searchPlaceholderText', 'hideNavbar', 'enableContentAnimation', 'localeRedirect'];
/** docsite's social icons; others keep their link and get docsite's generic icon. */
const SOCIAL_ICONS = new Set(['github', 'x', 'discord', 'bluesky']);

/**
 * @param {Record<string, any>} rs the Rspress config
 * @returns {{ config: Record<string, any>, moved: string[], dropped: string[] }}
 */
export function fromRspress(rs) {
  const config = {};
  const moved = [];
  const dropped = [];
  for (const [key, value] of Object.entries(rs)) {
    if (value === undefined) continue;
    if (SAME.includes(key)) config[key] = value;
    else if (key === 'siteOrigin') (config.siteUrl = value), moved.push('siteOrigin → siteUrl');
    else if (key === 'locales') moved.push('locales → themeConfig.locales (labels, titles)');
    else if (key === 'markdown') config.markdown = markdownOf(value, moved, dropped);
    else if (key === 'themeConfig') config.themeConfig = themeOf(value, moved, dropped);
    else if (key === 'plugins') dropped.push(...value.map((p) => `plugins: ${p?.name ?? '(unnamed)'} (a Rspress plugin package: its runtime is Rspress's; see the degradations)`));
    else if (key === 'builderConfig') dropped.push('builderConfig (Rsbuild config: sass, analytics, Open Graph, Rsdoctor; docsite does not run Rsbuild)');
    else if (key === 'llms') {
      // docsite's `llms` is a switch (off by default, as Rspress's); Rspress's object form also customises the files.
      config.llms = value !== false;
      if (typeof value === 'object') dropped.push(`llms: ${Object.keys(value).join(', ')} (docsite writes llms.txt its own way)`);
    }
    else if (key === 'search') config.search = value;
    else if (key === 'i18nSource') config.i18nSource = value;
    else dropped.push(`${key} (no docsite equivalent)`);
  }
  // Rspress's top-level `locales` and `themeConfig.locales` are one list per language, merged.
  if (rs.locales) {
    const theme = (config.themeConfig ??= {});
    const byLang = new Map((theme.locales ?? []).map((l) => [l.lang, l]));
    theme.locales = rs.locales.map((l) => ({ ...l, ...byLang.get(l.lang) }));
    // docsite lists the default language first (its switcher's order is the list's).
    const lang = rs.lang ?? 'en';
    theme.locales.sort((a, b) => (a.lang === lang ? -1 : b.lang === lang ? 1 : 0));
  }
  // docsite keeps the edit link per language.
  const editLink = rs.themeConfig?.editLink;
  if (editLink) {
    const theme = (config.themeConfig ??= {});
    theme.locales = (theme.locales?.length ? theme.locales : [{ lang: rs.lang ?? 'en' }]).map((l) => ({ editLink, ...l }));
    moved.push('themeConfig.editLink → themeConfig.locales[].editLink');
  }
  return { config, moved, dropped };
}

function markdownOf(md, moved, dropped) {
  const out = {};
  for (const [key, value] of Object.entries(md)) {
    if (['showLineNumbers', 'defaultWrapCode', 'remarkPlugins', 'rehypePlugins'].includes(key)) out[key] = value;
    else if (key === 'shiki') {
      out.highlighter = { ...(value.langs ? { langs: value.langs } : {}), ...(value.transformers ? { transformers: value.transformers } : {}) };
      moved.push('markdown.shiki → markdown.highlighter (langs, transformers)');
    } else if (key === 'link') {
      // Rspress's `autoPrefix`, `checkDeadLinks`, `checkAnchors`: docsite reads them under these names.
      out.link = value;
    } else dropped.push(`markdown.${key} (no docsite equivalent)`);
  }
  return out;
}

function themeOf(theme, moved, dropped) {
  const out = {};
  for (const [key, value] of Object.entries(theme)) {
    if (THEME_SAME.includes(key)) out[key] = value;
    else if (key === 'editLink') continue; // per language: see fromRspress
    else if (key === 'socialLinks') {
      out.socialLinks = value.map((link) => {
        const known = typeof link.icon !== 'string' || SOCIAL_ICONS.has(link.icon);
        const mode = link.mode === 'github-stars' ? 'link' : link.mode;
        if (!known) dropped.push(`themeConfig.socialLinks icon "${link.icon}" (not one of docsite's icons: drawn as a plain link)`);
        if (link.mode === 'github-stars') dropped.push('themeConfig.socialLinks mode "github-stars" (a plain link: docsite fetches no star count)');
        return known ? { ...link, mode } : { icon: { svg: LINK_SVG }, mode, content: link.content, label: link.icon };
      });
    } else dropped.push(`themeConfig.${key} (no docsite equivalent)`);
  }
  return out;
}

const LINK_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/></svg>';
