/**
 * Every interface string of the theme, in English and Chinese. Components look strings up here;
 * locale config (outlineTitle, prevPageText …) overrides individual entries.
 */
export const translations = {
  outlineTitle: { en: 'ON THIS PAGE', zh: '目录' },
  lastUpdated: { en: 'Last Updated', zh: '最后更新于' },
  // Between a label and its value: Chinese text takes the full-width colon.
  labelSeparator: { en: ': ', zh: '：' },
  prevPage: { en: 'Previous Page', zh: '上一页' },
  nextPage: { en: 'Next Page', zh: '下一页' },
  editLink: { en: 'Edit this page', zh: '编辑此页' },
  notFoundCode: { en: '404', zh: '404' },
  notFoundTitle: { en: 'PAGE NOT FOUND', zh: '页面未找到' },
  notFoundHome: { en: 'Take me home', zh: '返回首页' },
  contentError: { en: 'This page failed to render:', zh: '页面渲染出错：' },
  searchButton: { en: 'Search', zh: '搜索' },
  searchPlaceholder: { en: 'Search docs', zh: '搜索文档' },
  searchNoResults: { en: 'No results for', zh: '没有找到相关结果：' },
  searchTryAgain: { en: 'Please try again with a different keyword', zh: '换个关键词再试试' },
  searchLoading: { en: 'Loading…', zh: '加载中…' },
  searchClose: { en: 'Close search', zh: '关闭搜索' },
  searchNavigate: { en: 'to navigate', zh: '切换' },
  searchSelect: { en: 'to select', zh: '打开' },
  searchEsc: { en: 'to close', zh: '关闭' },
  copyCode: { en: 'Copy code', zh: '复制代码' },
  copied: { en: 'Copied', zh: '已复制' },
  wrapLines: { en: 'Wrap long lines', zh: '长行自动换行' },
  copyPrompt: { en: 'Copy to clipboard: {shortcut}, Enter', zh: '复制到剪贴板：{shortcut}，回车' },
  source: { en: 'Source', zh: '源码' },
  filter: { en: 'Filter', zh: '筛选' },
  filterPlaceholder: { en: 'Enter keyword', zh: '输入关键词' },
  overviewNoMatch: { en: 'No matching API found', zh: '没有找到匹配的 API' },
  overviewOthers: { en: 'Others', zh: '其他' },
  menu: { en: 'Menu', zh: '菜单' },
  openMenu: { en: 'Open menu', zh: '打开菜单' },
  closeMenu: { en: 'Close menu', zh: '关闭菜单' },
  toggleTheme: { en: 'Toggle dark mode', zh: '切换深色模式' },
  themeLight: { en: 'Light', zh: '浅色' },
  themeDark: { en: 'Dark', zh: '深色' },
  themeAuto: { en: 'System', zh: '跟随系统' },
  language: { en: 'Language', zh: '语言' },
  version: { en: 'Version', zh: '版本' },
  skipToContent: { en: 'Skip to content', zh: '跳到正文' },
  backToTop: { en: 'Back to top', zh: '回到顶部' },
  socialMore: { en: 'More links', zh: '更多链接' },
  moreSettings: { en: 'Language, theme and links', zh: '语言、主题与链接' },
  onThisPage: { en: 'On this page', zh: '本页目录' },
  toggleGroup: { en: 'Toggle section', zh: '展开或收起' },
  externalLink: { en: '(opens in a new tab)', zh: '（在新标签页打开）' },
  closeAnnouncement: { en: 'Close announcement', zh: '关闭公告' },
  closeZoom: { en: 'Close image', zh: '关闭图片' },
  sidebarNav: { en: 'Sidebar', zh: '侧边栏' },
  mainNav: { en: 'Main', zh: '主导航' },
  pagination: { en: 'Pagination', zh: '翻页' },
  feedLink: { en: 'Subscribe', zh: '订阅' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type TranslationKey = keyof typeof translations;

/**
 * Default titles of :::containers written without one. The compiler writes them into the page, so they
 * are a table of their own: the browser bundle, which imports `translations`, does not carry them.
 */
export const containerTitles = {
  tip: { en: 'TIP', zh: '提示' },
  info: { en: 'INFO', zh: '信息' },
  note: { en: 'NOTE', zh: '注意' },
  warning: { en: 'WARNING', zh: '警告' },
  caution: { en: 'CAUTION', zh: '警告' },
  danger: { en: 'DANGER', zh: '危险' },
  details: { en: 'DETAILS', zh: '详细信息' },
} as const satisfies Record<string, { en: string; zh: string }>;

/** Looks up a string; languages other than zh fall back to English. */
export function translate(key: TranslationKey, lang: string): string {
  return inLanguage(translations[key], lang);
}

/** An entry of a translations table in a language (zh, or English for every other). */
export function inLanguage(entry: { en: string; zh: string }, lang: string): string {
  return lang === 'zh' ? entry.zh : entry.en;
}

/** The BCP 47 tag of a site language, as `<html lang>`, hreflang and og:locale want it. */
export function langTag(lang: string): string {
  return lang === 'zh' ? 'zh-CN' : lang;
}
