/** The Rstack tools: the landing page's tool stack and the nav bar's sibling-tools popover. */
const ASSETS = 'https://assets.rspack.dev';

export interface ToolLink {
  name: string;
  desc: string;
  descEn?: string;
  logo?: string;
  url: string;
  urlEn?: string;
  logoScale?: number;
}

export const TOOL_STACK: ToolLink[] = [
  { name: 'Rspack', desc: '基于 Rust 的高性能打包工具，兼容 webpack 生态', descEn: 'A Rust-based bundler that speaks the webpack plugin and loader API', logo: `${ASSETS}/rspack/rspack-logo.svg`, url: 'https://rspack.dev' },
  { name: 'Rsbuild', desc: '开箱即用、配置简单的 Web 应用构建工具', descEn: 'A build tool for web apps with sensible defaults and little config', logo: `${ASSETS}/rsbuild/rsbuild-logo.svg`, url: 'https://rsbuild.dev' },
  { name: 'Rspress', desc: '基于 Rsbuild 的静态文档站点生成器', descEn: 'A static site generator for documentation, built on Rsbuild', logo: `${ASSETS}/rspress/rspress-logo-480x480.png`, url: 'https://rspress.dev' },
  { name: 'Rsdoctor', desc: '可视化分析构建过程与产物的诊断工具', descEn: 'A build analyzer that shows where time and bytes go', logo: `${ASSETS}/rsdoctor/rsdoctor-logo-480x480.png`, url: 'https://rsdoctor.dev' },
  { name: 'Rslib', desc: '用于开发和发布 npm 库的构建工具', descEn: 'A build tool for writing and publishing npm libraries', logo: `${ASSETS}/rslib/rslib-logo.svg`, url: 'https://lib.rsbuild.dev' },
];

export const NAV_TOOLS: ToolLink[] = [
  { name: 'Rspack', desc: '基于 Rust 的打包工具', descEn: 'Rust-based web bundler', logo: `${ASSETS}/rspack/rspack-logo.svg`, url: 'https://rspack.dev' },
  { name: 'Rsbuild', desc: '开箱即用的构建工具', descEn: 'Out-of-the-box build tool', logo: `${ASSETS}/rsbuild/rsbuild-logo.svg`, url: 'https://rsbuild.dev' },
  { name: 'Rspress', desc: '静态站点生成器', descEn: 'Static site generator', logo: `${ASSETS}/rspress/rspress-logo-480x480.png`, url: 'https://rspress.dev' },
  { name: 'Rslib', desc: '库开发工具', descEn: 'Library development tool', logo: `${ASSETS}/rslib/rslib-logo.svg`, url: 'https://lib.rsbuild.dev' },
  { name: 'Rsdoctor', desc: '一站式构建分析工具', descEn: 'Build analyzer for Rspack', logo: `${ASSETS}/rsdoctor/rsdoctor-logo-480x480.png`, url: 'https://rsdoctor.dev', logoScale: 0.95 },
  { name: 'Awesome Rspack', desc: 'Rspack 生态精选列表', descEn: 'Rspack awesome things list', logo: `${ASSETS}/others/assets/awesome-rspack.png`, url: 'https://github.com/web-infra-dev/awesome-rspack' },
];

/** A 1×1 transparent GIF: what a tool without a logo shows. */
export const BLANK_LOGO = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The popover's language: explicit, else Chinese when the path (trailing slashes stripped) contains "zh". */
export function popoverLang(pathname: string, lang?: 'en' | 'zh'): 'en' | 'zh' {
  if (lang) return lang;
  return pathname.replace(/\/+$/, '').includes('zh') ? 'zh' : 'en';
}

export function toolText(tool: ToolLink, lang: 'en' | 'zh'): { desc: string; url: string; logo: string } {
  return {
    desc: lang === 'en' ? (tool.descEn ?? tool.desc) : tool.desc,
    url: lang === 'en' ? (tool.urlEn ?? tool.url) : tool.url,
    logo: tool.logo ?? BLANK_LOGO,
  };
}
