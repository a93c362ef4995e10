/**
 * The theme's extension points in emitted HTML: a site theme (in the config's themeDir) that replaces the
 * Nav and the 404 screen, wraps the DocFooter, fills slots and names a layout in front matter; and a
 * Japanese site with a zh-CN translation, whose every interface string is in the page's language.
 */
import { describe, expect, it, inject } from 'vitest';
import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const overrides = inject('overridesDist');
const ja = inject('jaDist');
const html = (dist: string, file: string) => load(readFileSync(join(dist, file), 'utf8'));

describe('site theme overrides', () => {
  it('renders the site theme\'s Nav in place of the built-in one, on every page type', () => {
    for (const file of ['index.html', 'guide/first.html', 'wide.html', 'landing.html', '404.html']) {
      const $ = html(overrides, file);
      expect($('.custom-nav').length, file).toBe(1);
      expect($('header.nav').length, file).toBe(0); // the built-in bar is gone
    }
    expect(html(overrides, 'guide/second.html')('.custom-nav').attr('data-route')).toBe('/guide/second');
  });

  it('wraps the DocFooter: the site\'s line, then the built-in footer with its pager and the site\'s strings', () => {
    const $ = html(overrides, 'guide/second.html');
    expect($('.wrapped-footer-note').text()).toBe('Read Second guide');
    expect($('.wrapped-footer-note + footer.doc-footer').length).toBe(1);
    // themeConfig.ui replaces one string; the others stay built-in.
    expect($('.pager-link.prev .pager-label').text()).toBe('Back to');
    expect($('.pager-link.prev .pager-title').text()).toBe('First'); // the sidebar's text
    expect($('.footer-message').text()).toBe('Footer message');
    expect(html(overrides, 'guide/first.html')('.pager-link.next .pager-label').text()).toBe('Next Page');
  });

  it('fills the slots around the doc, its content, the sidebar, the outline and the footer', () => {
    const $ = html(overrides, 'guide/first.html');
    expect($('.layout > .slot-top').length).toBe(1);
    expect($('main.doc-main > .slot-before-doc').next().is('article.doc-content')).toBe(true);
    expect($('article.doc-content > .slot-after-doc-content').prev().text()).toContain('Go on to the');
    expect($('aside.sidebar > nav + .slot-after-sidebar').length).toBe(1);
    expect($('aside.doc-aside > .slot-before-outline + nav.outline').length).toBe(1);
    expect($('main.doc-main footer.doc-footer + .slot-after-doc-footer').length).toBe(1);
  });

  it('lays a page out with the site-theme component its front matter names (layout: Wide)', () => {
    const $ = html(overrides, 'wide.html');
    expect($('main.wide-layout .wide-banner').text()).toBe('Wide: Wide page');
    expect($('main.wide-layout h1').text()).toContain('Wide page');
    expect($('.doc-layout').length).toBe(0);
    expect($('.custom-nav').length).toBe(1); // the shell around it stays
  });

  it('reads VitePress\'s built-in layout names as page types (layout: home)', () => {
    const $ = html(overrides, 'landing.html');
    expect($('main.home .custom-hero .hero-title').text()).toBe('Landing'); // the site's Hero, wrapping the built-in one
    expect($('.wide-banner').length).toBe(0);
  });

  it('shows the site theme\'s NotFound on the 404 page', () => {
    const $ = html(overrides, '404.html');
    expect($('.custom-not-found').text()).toBe('Nothing here');
    expect($('.not-found').length).toBe(0);
  });
});

describe('a Japanese site with a zh-CN translation', () => {
  it('writes every interface string of a Japanese page in Japanese', () => {
    const $ = html(ja, 'guide/start.html');
    expect($('html').attr('lang')).toBe('ja');
    expect($('.skip-link').text()).toBe('本文へスキップ');
    expect($('.search-button-text').text()).toBe('検索');
    expect($('.outline-title').text()).toBe('目次');
    expect($('.pager-link.next .pager-label').text()).toBe('次のページ');
    expect($('.container-tip .container-title').text()).toBe('ヒント');
    expect($('.sidebar-bar-button').text()).toBe('メニュー');
    expect($('aside.doc-aside').attr('aria-label')).toBe('このページの内容');
  });

  it('finds Chinese for zh-CN, with the locale\'s own string over the built-in one', () => {
    const $ = html(ja, 'zh-CN/guide/start.html');
    expect($('html').attr('lang')).toBe('zh-CN');
    expect($('.skip-link').text()).toBe('跳到正文');
    expect($('.outline-title').text()).toBe('目录');
    expect($('.container-tip .container-title').text()).toBe('小贴士'); // the locale's own container title
    expect($('.pager-link.next .pager-label').text()).toBe('下一篇');
  });

  it('carries the strings of the site\'s two languages to the browser, not the whole table', () => {
    const $ = html(ja, 'guide/start.html');
    const client = $('script[type="module"]').attr('src')!;
    const shell = [...$('link[rel="modulepreload"]').map((_, el) => $(el).attr('href')).get(), client].map((f) => readFileSync(join(ja, f), 'utf8')).join('\n');
    expect(shell).toContain('次のページ');
    expect(shell).toContain('下一篇');
    for (const other of ['Nächste Seite', 'Página siguiente', 'Следующая страница', '다음 페이지', 'Next Page']) expect(shell).not.toContain(other);
  });

  it('holds the 404 screen in both languages', () => {
    const $ = html(ja, '404.html');
    expect($('.not-found[lang="ja"] .not-found-title').text()).toBe('ページが見つかりません');
    expect($('.not-found[lang="zh-CN"] .not-found-title').text()).toBe('页面未找到');
  });
});
