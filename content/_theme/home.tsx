/**
 * The Rsbuild landing page below the hero and features: the benchmark, the Rstack tool stack, footer
 * link columns and the copyright block, in both languages.
 */
import { useLang } from './lang.ts';
import { Benchmark, useLocalHref } from 'docsite/theme';
import { BENCHMARK_DATA } from './benchmark-data.ts';
import { TOOL_STACK } from './tools.ts';

const TEXT = {
  benchmarkTitle: { en: 'Lightning Fast', zh: '构建极快' },
  benchmarkDesc: {
    en: 'Built on Rspack, Rsbuild starts, rebuilds and hot-updates an app faster than the webpack and Vite set-ups it is compared with below.',
    zh: 'Rsbuild 基于 Rspack 构建，无论是启动、构建还是热更新，都比下方对比的 webpack 与 Vite 方案更快。',
  },
  toolStackTitle: { en: 'Rstack', zh: 'Rstack' },
  toolStackDesc: {
    en: 'Rsbuild is one of a family of Rust-powered JavaScript tools that share Rspack at their core.',
    zh: 'Rsbuild 是 Rstack 工具链的一员，这些工具都以 Rspack 为核心，由 Rust 提供动力。',
  },
};

type Lang = 'en' | 'zh';
const t = (key: keyof typeof TEXT, lang: Lang) => TEXT[key][lang];

const FOOTER: { title: { en: string; zh: string }; items: { text: { en: string; zh: string }; link: string }[] }[] = [
  {
    title: { en: 'Guide', zh: '指南' },
    items: [
      { text: { en: 'Introduction', zh: '介绍' }, link: '/guide/start/' },
      { text: { en: 'Quick start', zh: '快速上手' }, link: '/guide/start/quick-start' },
      { text: { en: 'Features', zh: '特性' }, link: '/guide/start/features' },
      { text: { en: 'Migration', zh: '迁移' }, link: '/guide/migration/webpack' },
    ],
  },
  {
    title: { en: 'API', zh: 'API' },
    items: [
      { text: { en: 'CLI', zh: '命令行工具' }, link: '/guide/basic/cli' },
      { text: { en: 'Configuration', zh: '配置' }, link: '/guide/configuration/rsbuild' },
      { text: { en: 'Plugin API', zh: '插件 API' }, link: '/plugins/dev/' },
      { text: { en: 'JavaScript API', zh: 'JavaScript API' }, link: '/api/start/' },
    ],
  },
  {
    title: { en: 'Ecosystem', zh: '生态' },
    items: [
      { text: { en: 'Rspack', zh: 'Rspack' }, link: 'https://rspack.dev/' },
      { text: { en: 'Rspress', zh: 'Rspress' }, link: 'https://rspress.dev/' },
      { text: { en: 'Rsdoctor', zh: 'Rsdoctor' }, link: 'https://rsdoctor.dev/' },
      { text: { en: 'Rslib', zh: 'Rslib' }, link: 'https://lib.rsbuild.dev/' },
    ],
  },
  {
    title: { en: 'Community', zh: '社区' },
    items: [
      { text: { en: 'GitHub', zh: 'GitHub' }, link: 'https://github.com/web-infra-dev/rsbuild' },
      { text: { en: 'Discord', zh: 'Discord' }, link: 'https://discord.gg/sYK4QjyZ4V' },
      { text: { en: 'Twitter (X)', zh: 'Twitter (X)' }, link: 'https://twitter.com/rspack_dev' },
      { text: { en: 'Awesome Rspack', zh: 'Awesome Rspack' }, link: 'https://github.com/web-infra-dev/awesome-rspack' },
    ],
  },
];

function FooterLink({ link, text }: { link: string; text: string }) {
  const href = useLocalHref(link);
  const external = /^https?:/.test(link);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text}
    </a>
  );
}

function Section({ title, desc, children }: { title: string; desc: string; children: React.ReactNode }) {
  return (
    <section className="landing-section">
      <div className="landing-section-inner">
        <div className="landing-heading">
          <h2 className="landing-title">{title}</h2>
          <p className="landing-desc">{desc}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

export function ToolStack({ lang }: { lang: Lang }) {
  return (
    <div className="tool-stack">
      {TOOL_STACK.map((tool) => (
        <a key={tool.name} className="tool-card" href={tool.url} target="_blank" rel="noreferrer">
          <img className="tool-logo" src={tool.logo} alt="" width={90} height={90} loading="lazy" />
          <span className="tool-name">{tool.name}</span>
          <span className="tool-desc">{lang === 'en' ? tool.descEn : tool.desc}</span>
        </a>
      ))}
    </div>
  );
}

export function HomeSections() {
  const lang = useLang();
  return (
    <>
      <Section title={t('benchmarkTitle', lang)} desc={t('benchmarkDesc', lang)}>
        <Benchmark data={BENCHMARK_DATA} />
      </Section>
      <Section title={t('toolStackTitle', lang)} desc={t('toolStackDesc', lang)}>
        <ToolStack lang={lang} />
      </Section>
      <footer className="home-footer">
        <div className="home-footer-columns">
          {FOOTER.map((column) => (
            <div key={column.title.en} className="home-footer-column">
              <h2>{column.title[lang]}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.link}>
                    <FooterLink link={item.link} text={item.text[lang]} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="home-copyright">
          <p>Rsbuild is free and open source software released under the MIT license.</p>
          <p>Copyright © 2023-present Bytedance, Inc. and its affiliates.</p>
        </div>
      </footer>
    </>
  );
}
