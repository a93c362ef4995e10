/**
 * The Rsbuild documentation site. Sidebars and nav are written once below, with the English and
 * Chinese labels side by side; `localize()` turns them into each locale's config.
 */
import { defineConfig, type NavItem, type SidebarItem } from 'docsite';

type Entry = [link: string, en: string, zh?: string];
type Group = { group: [en: string, zh: string]; items: Entry[] };

const SIDEBARS: Record<string, (Entry | Group)[]> = {
  '/guide/': [
    { group: ["Getting Started", "开始"], items: [
      ["/guide/start/", "Introduction", "介绍"],
      ["/guide/start/quick-start", "Quick start", "快速上手"],
      ["/guide/start/features", "Features", "功能导航"],
      ["/guide/start/glossary", "Glossary", "名词解释"],
    ] },
    { group: ["Framework", "框架"], items: [
      ["/guide/framework/react", "React"],
      ["/guide/framework/vue", "Vue"],
      ["/guide/framework/preact", "Preact"],
      ["/guide/framework/svelte", "Svelte"],
      ["/guide/framework/solid", "Solid"],
    ] },
    { group: ["Basic", "基础"], items: [
      ["/guide/basic/cli", "CLI", "命令行工具"],
      ["/guide/basic/server", "Server", "开发服务器"],
      ["/guide/basic/output-files", "Output files", "构建产物"],
      ["/guide/basic/static-assets", "Static assets", "静态资源"],
      ["/guide/basic/html-template", "HTML"],
      ["/guide/basic/json-files", "JSON"],
      ["/guide/basic/wasm-assets", "Wasm"],
      ["/guide/basic/typescript", "TypeScript"],
      ["/guide/basic/web-workers", "Web Workers"],
      ["/guide/basic/static-deploy", "Deploy static site", "部署静态站点"],
      ["/guide/basic/upgrade-rsbuild", "Upgrade Rsbuild", "升级 Rsbuild"],
    ] },
    { group: ["Configuration", "配置"], items: [
      ["/guide/configuration/rspack", "Configure Rspack", "配置 Rspack"],
      ["/guide/configuration/rsbuild", "Configure Rsbuild", "配置 Rsbuild"],
      ["/guide/configuration/swc", "Configure SWC", "配置 SWC"],
    ] },
    { group: ["Styling", "样式"], items: [
      ["/guide/styling/css-usage", "CSS"],
      ["/guide/styling/css-modules", "CSS Modules"],
      ["/guide/styling/tailwindcss", "Tailwind CSS v4"],
      ["/guide/styling/tailwindcss-v3", "Tailwind CSS v3"],
      ["/guide/styling/unocss", "UnoCSS"],
    ] },
    { group: ["Advanced", "进阶"], items: [
      ["/guide/advanced/alias", "Path aliases", "路径别名"],
      ["/guide/advanced/env-vars", "Environment variables", "环境变量"],
      ["/guide/advanced/hmr", "Hot module replacement", "模块热更新"],
      ["/guide/advanced/browserslist", "Browserslist", "浏览器范围"],
      ["/guide/advanced/browser-compatibility", "Browser compatibility", "浏览器兼容性"],
      ["/guide/advanced/module-federation", "Module Federation", "模块联邦"],
      ["/guide/advanced/environments", "Multi-environment builds", "多环境构建"],
      ["/guide/advanced/ssr", "Server-side rendering (SSR)", "服务端渲染（SSR）"],
    ] },
    { group: ["Optimization", "优化"], items: [
      ["/guide/optimization/code-splitting", "Code splitting", "代码拆分"],
      ["/guide/optimization/optimize-bundle", "Bundle size optimization", "产物体积优化"],
      ["/guide/optimization/build-performance", "Improve build performance", "提升构建性能"],
      ["/guide/optimization/inline-assets", "Inline static assets", "静态资源内联"],
    ] },
    { group: ["Migration", "迁移"], items: [
      ["/guide/migration/rsbuild-0-x", "Migrating from Rsbuild 0.x", "从 Rsbuild 0.x 迁移"],
      ["/guide/migration/webpack", "Webpack"],
      ["/guide/migration/cra", "Create React App"],
      ["/guide/migration/vue-cli", "Vue CLI"],
      ["/guide/migration/vite", "Vite"],
      ["/guide/migration/modern-builder", "Modern.js Builder"],
    ] },
    { group: ["Debug", "调试"], items: [
      ["/guide/debug/debug-mode", "Debug mode", "开启调试模式"],
      ["/guide/debug/build-profiling", "Build profiling", "构建性能分析"],
      ["/guide/debug/rsdoctor", "Use Rsdoctor", "使用 Rsdoctor"],
    ] },
    { group: ["FAQ", "常见问题"], items: [
      ["/guide/faq/general", "General FAQ", "通用类问题"],
      ["/guide/faq/features", "Features FAQ", "功能类问题"],
      ["/guide/faq/exceptions", "Exceptions FAQ", "异常类问题"],
      ["/guide/faq/hmr", "HMR FAQ", "热更新问题"],
    ] },
  ],
  '/config/': [
    ["/config/", "Overview"],
    ["/config/root", "root"],
    ["/config/mode", "mode"],
    ["/config/plugins", "plugins"],
    ["/config/environments", "environments"],
    { group: ["dev", "dev"], items: [
      ["/config/dev/asset-prefix", "dev.assetPrefix"],
      ["/config/dev/cli-shortcuts", "dev.cliShortcuts"],
      ["/config/dev/client", "dev.client"],
      ["/config/dev/hmr", "dev.hmr"],
      ["/config/dev/lazy-compilation", "dev.lazyCompilation"],
      ["/config/dev/live-reload", "dev.liveReload"],
      ["/config/dev/progress-bar", "dev.progressBar"],
      ["/config/dev/setup-middlewares", "dev.setupMiddlewares"],
      ["/config/dev/watch-files", "dev.watchFiles"],
      ["/config/dev/write-to-disk", "dev.writeToDisk"],
    ] },
    { group: ["resolve", "resolve"], items: [
      ["/config/resolve/alias-strategy", "resolve.aliasStrategy"],
      ["/config/resolve/alias", "resolve.alias"],
      ["/config/resolve/dedupe", "resolve.dedupe"],
      ["/config/resolve/extensions", "resolve.extensions"],
    ] },
    { group: ["source", "source"], items: [
      ["/config/source/assets-include", "source.assetsInclude"],
      ["/config/source/decorators", "source.decorators"],
      ["/config/source/define", "source.define"],
      ["/config/source/entry", "source.entry"],
      ["/config/source/exclude", "source.exclude"],
      ["/config/source/include", "source.include"],
      ["/config/source/pre-entry", "source.preEntry"],
      ["/config/source/transform-import", "source.transformImport"],
      ["/config/source/tsconfig-path", "source.tsconfigPath"],
    ] },
    { group: ["output", "output"], items: [
      ["/config/output/asset-prefix", "output.assetPrefix"],
      ["/config/output/charset", "output.charset"],
      ["/config/output/clean-dist-path", "output.cleanDistPath"],
      ["/config/output/copy", "output.copy"],
      ["/config/output/css-modules", "output.cssModules"],
      ["/config/output/data-uri-limit", "output.dataUriLimit"],
      ["/config/output/dist-path", "output.distPath"],
      ["/config/output/emit-assets", "output.emitAssets"],
      ["/config/output/emit-css", "output.emitCss"],
      ["/config/output/externals", "output.externals"],
      ["/config/output/filename-hash", "output.filenameHash"],
      ["/config/output/filename", "output.filename"],
      ["/config/output/inject-styles", "output.injectStyles"],
      ["/config/output/inline-scripts", "output.inlineScripts"],
      ["/config/output/inline-styles", "output.inlineStyles"],
      ["/config/output/legal-comments", "output.legalComments"],
      ["/config/output/manifest", "output.manifest"],
      ["/config/output/minify", "output.minify"],
      ["/config/output/override-browserslist", "output.overrideBrowserslist"],
      ["/config/output/polyfill", "output.polyfill"],
      ["/config/output/source-map", "output.sourceMap"],
      ["/config/output/target", "output.target"],
    ] },
    { group: ["html", "html"], items: [
      ["/config/html/app-icon", "html.appIcon"],
      ["/config/html/crossorigin", "html.crossorigin"],
      ["/config/html/favicon", "html.favicon"],
      ["/config/html/inject", "html.inject"],
      ["/config/html/meta", "html.meta"],
      ["/config/html/mount-id", "html.mountId"],
      ["/config/html/output-structure", "html.outputStructure"],
      ["/config/html/script-loading", "html.scriptLoading"],
      ["/config/html/tags", "html.tags"],
      ["/config/html/template-parameters", "html.templateParameters"],
      ["/config/html/template", "html.template"],
      ["/config/html/title", "html.title"],
    ] },
    { group: ["server", "server"], items: [
      ["/config/server/base", "server.base"],
      ["/config/server/compress", "server.compress"],
      ["/config/server/cors", "server.cors"],
      ["/config/server/headers", "server.headers"],
      ["/config/server/history-api-fallback", "server.historyApiFallback"],
      ["/config/server/host", "server.host"],
      ["/config/server/html-fallback", "server.htmlFallback"],
      ["/config/server/https", "server.https"],
      ["/config/server/middleware-mode", "server.middlewareMode"],
      ["/config/server/open", "server.open"],
      ["/config/server/port", "server.port"],
      ["/config/server/print-urls", "server.printUrls"],
      ["/config/server/proxy", "server.proxy"],
      ["/config/server/public-dir", "server.publicDir"],
      ["/config/server/strict-port", "server.strictPort"],
    ] },
    { group: ["security", "security"], items: [
      ["/config/security/nonce", "security.nonce"],
      ["/config/security/sri", "security.sri"],
    ] },
    { group: ["tools", "tools"], items: [
      ["/config/tools/bundler-chain", "tools.bundlerChain"],
      ["/config/tools/css-extract", "tools.cssExtract"],
      ["/config/tools/css-loader", "tools.cssLoader"],
      ["/config/tools/html-plugin", "tools.htmlPlugin"],
      ["/config/tools/lightningcss-loader", "tools.lightningcssLoader"],
      ["/config/tools/postcss", "tools.postcss"],
      ["/config/tools/rspack", "tools.rspack"],
      ["/config/tools/style-loader", "tools.styleLoader"],
      ["/config/tools/swc", "tools.swc"],
    ] },
    { group: ["performance", "performance"], items: [
      ["/config/performance/build-cache", "performance.buildCache"],
      ["/config/performance/bundle-analyze", "performance.bundleAnalyze"],
      ["/config/performance/chunk-split", "performance.chunkSplit"],
      ["/config/performance/dns-prefetch", "performance.dnsPrefetch"],
      ["/config/performance/preconnect", "performance.preconnect"],
      ["/config/performance/prefetch", "performance.prefetch"],
      ["/config/performance/preload", "performance.preload"],
      ["/config/performance/print-file-size", "performance.printFileSize"],
      ["/config/performance/profile", "performance.profile"],
      ["/config/performance/remove-console", "performance.removeConsole"],
      ["/config/performance/remove-moment-locale", "performance.removeMomentLocale"],
    ] },
    { group: ["moduleFederation", "moduleFederation"], items: [
      ["/config/module-federation/options", "moduleFederation.options"],
    ] },
  ],
  '/plugins/': [
    { group: ["Plugins", "插件列表"], items: [
      ["/plugins/list/", "Plugin list", "总览"],
      ["/plugins/list/plugin-react", "React plugin", "React 插件"],
      ["/plugins/list/plugin-svgr", "SVGR plugin", "SVGR 插件"],
      ["/plugins/list/plugin-vue", "Vue plugin", "Vue 插件"],
      ["/plugins/list/plugin-preact", "Preact plugin", "Preact 插件"],
      ["/plugins/list/plugin-svelte", "Svelte plugin", "Svelte 插件"],
      ["/plugins/list/plugin-solid", "Solid plugin", "Solid 插件"],
      ["/plugins/list/plugin-babel", "Babel plugin", "Babel 插件"],
      ["/plugins/list/plugin-sass", "Sass plugin", "Sass 插件"],
      ["/plugins/list/plugin-less", "Less plugin", "Less 插件"],
      ["/plugins/list/plugin-stylus", "Stylus plugin", "Stylus 插件"],
    ] },
    { group: ["Development", "插件开发"], items: [
      ["/plugins/dev/", "Plugin system", "插件系统"],
      ["/plugins/dev/core", "Plugin core"],
      ["/plugins/dev/hooks", "Plugin hooks"],
    ] },
  ],
  '/api/': [
    { group: ["Start", "开始"], items: [
      ["/api/start/", "JavaScript API"],
    ] },
    { group: ["JavaScript API", "JavaScript API"], items: [
      ["/api/javascript-api/core", "Rsbuild core"],
      ["/api/javascript-api/instance", "Rsbuild instance"],
      ["/api/javascript-api/types", "Rsbuild types"],
      ["/api/javascript-api/dev-server-api", "Dev server API"],
      ["/api/javascript-api/environment-api", "Environment API"],
    ] },
  ],
  '/community/': [
    ["/community/", "Community", "社区"],
    { group: ["Releases", "版本发布"], items: [
      ["/community/releases/", "Overview", "总览"],
      ["/community/releases/v1-0", "Announcing Rsbuild 1.0", "Rsbuild 1.0 发布"],
      ["/community/releases/v0-7", "Announcing Rsbuild 0.7", "Rsbuild 0.7 发布"],
      ["/community/releases/v0-6", "Announcing Rsbuild 0.6", "Rsbuild 0.6 发布"],
      ["/community/releases/v0-5", "Announcing Rsbuild 0.5", "Rsbuild 0.5 发布"],
      ["/community/releases/v0-4", "Announcing Rsbuild 0.4", "Rsbuild 0.4 发布"],
      ["/community/releases/v0-3", "Announcing Rsbuild 0.3", "Rsbuild 0.3 发布"],
      ["/community/releases/v0-2", "Announcing Rsbuild 0.2", "Rsbuild 0.2 发布"],
      ["/community/releases/v0-1", "Announcing Rsbuild 0.1", "Rsbuild 0.1 发布"],
    ] },
  ],};

function localizeEntries(entries: (Entry | Group)[], lang: 'en' | 'zh'): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const entry of entries) {
    if (Array.isArray(entry)) {
      const [link, en, zh] = entry;
      items.push({ text: lang === 'zh' ? (zh ?? en) : en, link });
      continue;
    }
    items.push({ text: lang === 'zh' ? entry.group[1] : entry.group[0], items: localizeEntries(entry.items, lang) });
  }
  return items;
}

function sidebar(lang: 'en' | 'zh'): Record<string, SidebarItem[]> {
  return Object.fromEntries(Object.entries(SIDEBARS).map(([key, entries]) => [key, localizeEntries(entries, lang)]));
}

function nav(lang: 'en' | 'zh'): NavItem[] {
  const zh = lang === 'zh';
  const items: NavItem[] = [
    { text: zh ? '指南' : 'Guide', link: '/guide/start/', activeMatch: '^/guide/' },
    { text: zh ? '配置' : 'Config', link: '/config/', activeMatch: '^/config/' },
    { text: zh ? '插件' : 'Plugin', link: '/plugins/list/', activeMatch: '^/plugins/' },
    { text: 'API', link: '/api/start/', activeMatch: '^/api/' },
    { text: zh ? '社区' : 'Community', link: '/community/', activeMatch: '^/community/' },
  ];
  return [
    ...items,
    {
      text: zh ? '版本' : 'Version',
      items: [
        { text: zh ? '更新日志' : 'Changelog', link: 'https://github.com/web-infra-dev/rsbuild/releases' },
        { text: zh ? 'Rsbuild 0.x 文档' : 'Rsbuild 0.x Doc', link: zh ? 'http://v0.rsbuild.dev/zh/' : 'http://v0.rsbuild.dev/' },
      ],
    },
  ];
}

const ASSETS = 'https://assets.rspack.dev/rsbuild';
const EDIT_BASE = 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs';

export default defineConfig({
  title: 'Rsbuild',
  description: 'The Rspack-based build tool',
  icon: `${ASSETS}/favicon-128x128.png`,
  logo: { light: `${ASSETS}/navbar-logo-light.png`, dark: `${ASSETS}/navbar-logo-dark.png` },
  siteUrl: 'https://rsbuild.dev',
  lang: 'en',
  route: { cleanUrls: true, exclude: ['**/shared/**'] },
  markdown: { showLineNumbers: false, defaultWrapCode: false, checkDeadLinks: { anchors: 'error' } },
  ogImage: {
    default: `${ASSETS}/rsbuild-og-image.png`,
    rules: [{ test: 'releases/v1-0', image: `${ASSETS}/assets/rsbuild-og-image-v1-0.png` }],
  },
  twitterSite: '@rspack_dev',
  // llms.txt, llms-full.txt and a Markdown twin of every page, as the Rsbuild site publishes them.
  llms: true,
  appIcon: {
    name: 'Rsbuild',
    icons: [
      { src: `${ASSETS}/rsbuild-logo-192x192.png`, size: 192 },
      { src: `${ASSETS}/rsbuild-logo-512x512.png`, size: 512 },
    ],
  },
  head: ['<meta name="baidu-site-verification" content="codeva-mYbzBtlg6o">'],
  redirects: [
    { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
    { from: '/config/source/alias', to: '/config/resolve/alias' },
    { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry' },
    { from: '/guide/basic/css-usage', to: '/guide/styling/css-usage' },
    { from: '/guide/basic/css-modules', to: '/guide/styling/css-modules' },
    { from: '/guide/basic/tailwindcss-v3', to: '/guide/styling/tailwindcss-v3' },
    { from: '/guide/basic/tailwindcss', to: '/guide/styling/tailwindcss' },
    { from: '/guide/basic/unocss', to: '/guide/styling/unocss' },
    { from: '/guide/basic/configure-rspack', to: '/guide/configuration/rspack' },
    { from: '/guide/basic/configure-rsbuild', to: '/guide/configuration/rsbuild' },
    { from: '/guide/basic/configure-swc', to: '/guide/configuration/swc' },
  ],
  feeds: [
    { id: 'releases-rss', test: '/community/releases/v', title: 'Rsbuild Releases', language: 'en', type: 'rss', filename: 'releases-rss.xml' },
    { id: 'releases-atom', test: '/community/releases/v', title: 'Rsbuild Releases', language: 'en', type: 'atom' },
    { id: 'releases-rss-zh', test: '/zh/community/releases/v', title: 'Rsbuild Releases', language: 'zh-CN', type: 'rss', filename: 'releases-rss-zh.xml' },
    { id: 'releases-atom-zh', test: '/zh/community/releases/v', title: 'Rsbuild Releases', language: 'zh-CN', type: 'atom' },
  ],
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rsbuild' },
      { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
      { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/rspack.dev' },
    ],
    locales: [
      {
        lang: 'en',
        label: 'English',
        description: 'The Rspack-based build tool for the web',
        editLink: { docRepoBaseUrl: EDIT_BASE, text: '📝 Edit this page on GitHub' },
        nav: nav('en'),
        sidebar: sidebar('en'),
      },
      {
        lang: 'zh',
        label: '简体中文',
        description: '由 Rspack 驱动的构建工具',
        outlineTitle: '目录',
        prevPageText: '上一页',
        nextPageText: '下一页',
        editLink: { docRepoBaseUrl: EDIT_BASE, text: '📝 在 GitHub 上编辑此页' },
        nav: nav('zh'),
        sidebar: sidebar('zh'),
      },
    ],
  },
});
