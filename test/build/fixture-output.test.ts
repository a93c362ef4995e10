/** The fixture site's build output, inspected with cheerio: every page feature in emitted HTML. */
import { describe, expect, it, inject } from 'vitest';
import { load } from 'cheerio';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

const dist = inject('fixtureDist');
const html = (file: string) => load(readFileSync(join(dist, file), 'utf8'));
const pageData = (file: string) => JSON.parse(html(file)('#__DOCSITE_DATA__').text());

describe('fixture build output', () => {
  it('writes one HTML file per route with clean-URL layout, plus 404 and route data', () => {
    for (const file of ['index.html', 'zh/index.html', 'guide/start.html', 'guide/syntax.html', 'zh/guide/start.html', 'zh/guide/syntax.html', '404.html']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    expect(existsSync(join(dist, 'static/route/guide/start.json'))).toBe(true);
    expect(existsSync(join(dist, 'static/route/zh/index.json'))).toBe(true);
    expect(existsSync(join(dist, 'static/route/404.json'))).toBe(true);
    expect(readFileSync(join(dist, 'robots-extra.txt'), 'utf8')).toBe('hello\n'); // public/ copied as-is
    expect(existsSync(join(dist, 'shared'))).toBe(false); // fragments are not routed
  });

  it('sets lang, title, description and language alternates', () => {
    const $ = html('guide/syntax.html');
    expect($('html').attr('lang')).toBe('en');
    expect($('title').text()).toBe('Syntax tour - Fixture');
    expect($('meta[name="description"]').attr('content')).toBe('Every Markdown feature docsite supports.');
    expect($('link[rel="alternate"][hreflang="zh-CN"]').attr('href')).toBe('https://docs.example.com/zh/guide/syntax');
    expect($('link[rel="alternate"][hreflang="x-default"]').attr('href')).toBe('https://docs.example.com/guide/syntax');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://docs.example.com/guide/syntax');
    const $zh = html('zh/guide/start.html');
    expect($zh('html').attr('lang')).toBe('zh-CN');
    expect($zh('title').text()).toBe('开始使用 - Fixture');
  });

  it('gives a site with no icon an empty one, so browsers do not ask for /favicon.ico (a 404 in the console)', () => {
    for (const file of ['index.html', 'zh/guide/start.html', '404.html']) expect(html(file)('link[rel="icon"]').attr('href'), file).toBe('data:,');
  });

  it('titles the home page with the site title and titleSuffix', () => {
    expect(html('index.html')('title').text()).toBe('Fixture - docs for tests');
    const $ = html('index.html');
    expect($('.hero-title').text()).toBe('Fixture');
    expect($('.hero-subtitle').text()).toBe('Docs for tests');
    expect($('.hero-actions a').first().attr('href')).toBe('/guide/start');
    expect($('.feature-title').text()).toBe('Fast');
  });

  it('renders nav with active match, menus and the language switcher keeping the page', () => {
    const $ = html('guide/start.html');
    expect($('.nav-items a.nav-link.active').text()).toBe('Guide');
    expect($('.nav-items .menu-button').text()).toContain('More');
    expect($('.menu-panel a[href="https://example.com/changes"]').attr('target')).toBe('_blank');
    expect($('.nav-extras .menu-panel a[href="/zh/guide/start"]').text()).toBe('简体中文');
    // The other language is an alternate of this page; the one being read is text, not an <a> without href.
    const zhLink = $('.nav-extras .menu-panel a[href="/zh/guide/start"]');
    expect([zhLink.attr('rel'), zhLink.attr('lang'), zhLink.attr('hreflang')]).toEqual(['alternate', 'zh-CN', 'zh-CN']);
    expect($('a:not([href])').length).toBe(0);
    const current = $('.nav-extras .menu-panel span.menu-link.active');
    expect([current.text(), current.attr('lang'), current.attr('aria-current')]).toEqual(['English', 'en', 'page']);
    const $zh = html('zh/guide/start.html');
    expect($zh('.nav-items a.nav-link').first().attr('href')).toBe('/zh/guide/start');
  });

  it('leaves out what only repeats the bar or the aside until it is opened: the "more" panel, the mobile menu, the narrow-screen outline, sidebar chevrons', () => {
    const $ = html('guide/start.html');
    // The bar itself carries the language switcher, theme toggle and social links …
    expect($('.nav-extras .theme-toggle').length).toBe(1);
    expect($('.nav-extras .social-links a').length).toBe(1);
    // … the panel and the menu that repeat them on narrower screens are empty shells, still the targets of their buttons.
    const moreId = $('.nav-more > button').attr('aria-controls')!;
    expect($(`[id="${moreId}"]`).hasClass('nav-more-panel')).toBe(true);
    expect($(`[id="${moreId}"]`).children().length).toBe(0);
    expect($('.hamburger').attr('aria-controls')).toBe('mobile-menu');
    expect($('#mobile-menu').attr('hidden')).toBeDefined();
    expect($('#mobile-menu').children().length).toBe(0);
    // The narrow-screen outline panel would repeat the aside's outline: its button is there, its panel empty.
    const outlineId = $('.outline-menu-button').attr('aria-controls')!;
    expect($(`[id="${outlineId}"]`).hasClass('outline-panel')).toBe(true);
    expect($(`[id="${outlineId}"]`).children().length).toBe(0);
    expect($('.doc-aside .outline .outline-item').length).toBeGreaterThan(0);
    expect($('.theme-toggle').length).toBe(1);
    // Group chevrons are drawn by CSS: a group header is its button and text.
    expect($('.sidebar-group-button').first().html()).toBe('Basics');
  });

  it('renders the sidebar with the active item, and previous/next links', () => {
    const $ = html('guide/start.html');
    expect($('.sidebar .sidebar-group-title').first().text()).toBe('Basics');
    expect($('.sidebar a.sidebar-link.active').text()).toBe('Start');
    expect($('.sidebar a.sidebar-link.active').attr('aria-current')).toBe('page');
    expect($('.pager-link.next').attr('href')).toBe('/guide/syntax');
    expect($('.pager-link.next .pager-label').text()).toBe('Next Page');
    const $syntax = html('guide/syntax.html');
    expect($syntax('.pager-link.prev .pager-title').text()).toBe('Start');
  });

  it('renders the outline with the locale title, edit link, and heading anchors', () => {
    const $ = html('guide/start.html');
    expect($('.outline-title').text()).toBe('ON THIS PAGE');
    expect($('.outline .outline-item a').map((_, a) => $(a).attr('href')).get()).toEqual(['#install', '#install-1']);
    expect($('h2#install-1 a.header-anchor').attr('href')).toBe('#install-1');
    expect($('.edit-link').attr('href')).toBe('https://github.com/example/fixture/tree/main/content/en/guide/start.mdx');
    expect($('.edit-link svg')).toHaveLength(1); // a plain text gets the pencil icon
    expect(html('zh/guide/start.html')('.outline-title').text()).toBe('目录');
  });

  it('includes shared fragments and theme components, with links rewritten per language', () => {
    const $ = html('guide/start.html');
    expect($('.doc-content').text()).toContain('This sentence comes from a shared fragment.');
    expect($('.tabs .tab').map((_, t) => $(t).text()).get()).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect($('.tab-panel').first().text()).toContain('npm add docsite -D');
    expect($('.doc-content a[href="/guide/syntax#code-blocks"]').length).toBe(1);
    expect($('.doc-content a[href="/guide/syntax"]').length).toBe(1);
    const $zh = html('zh/guide/start.html');
    expect($zh('.doc-content').text()).toContain('这句话来自共享片段。');
    const hrefs = $zh('.doc-content a').map((_, a) => decodeURI($zh(a).attr('href')!)).get();
    expect(hrefs).toContain('/zh/guide/syntax#代码块');
  });

  it('highlights code at build time with titles, line marks and class-based colours', () => {
    const $ = html('guide/syntax.html');
    const blocks = $('.code-block');
    expect(blocks.first().find('.code-title').text()).toBe('rsbuild.config.ts');
    expect(blocks.eq(1).find('.code-title').text()).toBe('plain.js');
    expect(blocks.first().find('pre.shiki .line.highlighted').length).toBe(1);
    expect(blocks.first().find('.line.diff.add').length).toBe(1);
    expect(blocks.first().find('.line.diff.remove').length).toBe(1);
    expect(blocks.first().find('span[style*="color"]').length).toBe(0);
    expect(blocks.first().find('.copy-button').attr('aria-label')).toBe('Copy code');
    const css = readdirSync(join(dist, 'static/js')).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(dist, 'static/js', f), 'utf8')).join('');
    const cls = blocks.first().find('pre span[class^="sk-"]').first().attr('class')!;
    expect(css).toContain(`.${cls}`);
  });

  it('highlights the install tabs’ commands at build time, as a fenced bash block is', () => {
    const $ = html('guide/start.html');
    const tokens = (pre: ReturnType<typeof $>) => pre.find('code > .line > span').map((_, s) => [[$(s).attr('class'), $(s).text()]]).get() as unknown as [string, string][];
    const panels = $('.tabs .tab-panel');
    expect(panels.length).toBe(4);
    const css = readdirSync(join(dist, 'static/js')).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(dist, 'static/js', f), 'utf8')).join('');
    panels.each((_, panel) => {
      const pre = $(panel).find('.code-html > pre');
      // The fenced block's markup (shiki's classes, the language on <code>), kept a one-line command for its layout.
      expect(pre.hasClass('shiki') && pre.hasClass('command') && pre.hasClass('shiki-themes'), pre.attr('class')).toBe(true);
      expect(pre.find('code').attr('class')).toBe('language-bash');
      const spans = tokens(pre);
      expect(spans.map(([, text]) => text).join('')).toBe(`${$(panel).attr('data-label')} add docsite -D`);
      expect(spans.length).toBeGreaterThan(1);
      for (const [cls] of spans) expect(css, cls).toContain(`.${cls}{`);
    });
    // The manager's name is coloured as the same word in a fenced ```bash block (zh syntax page: `npm run build`).
    const fenced = tokens(html('zh/guide/syntax.html')('.code-block[data-lang="bash"] pre').first());
    expect(fenced[0][1]).toBe('npm');
    expect(tokens(panels.first().find('pre'))[0]).toEqual(fenced[0]);
  });

  it('renders containers, GFM and raw HTML, and drops javascript: links', () => {
    const $ = html('guide/syntax.html');
    expect($('.container-tip .container-title').text()).toBe('Custom title');
    expect($('.container-warning .container-title').text()).toBe('WARNING');
    expect($('details.container-details summary').text()).toBe('Click me');
    expect($('.container-note').text()).toContain('An unknown container.');
    expect($('table td del').text()).toBe('2');
    expect($('input[type="checkbox"]').length).toBe(2);
    expect($('.doc-content kbd').text()).toBe('raw HTML');
    expect($('.doc-content').text()).toContain('{braces}');
    expect($('a[href^="javascript"]').length).toBe(0);
    expect($('.doc-content').text()).toContain('bad link');
  });

  it('writes the 404 page and redirect pages for plain-path redirects', () => {
    const $ = html('404.html');
    // One block per language, picked by <html lang> (set from the address by a head script listed in csp.json).
    expect($('main').length).toBe(1);
    expect($('.not-found[lang="en"] .not-found-code').text()).toBe('404');
    expect($('.not-found[lang="en"] .not-found-title').text()).toBe('PAGE NOT FOUND');
    expect($('.not-found[lang="en"] a').text()).toBe('Take me home');
    expect($('.not-found[lang="zh-CN"] .not-found-title').text()).toBe('页面未找到');
    expect($('.not-found[lang="zh-CN"] a').attr('href')).toBe('/zh/');
    const langScript = $('head script[data-site]');
    expect(JSON.parse(langScript.attr('data-site')!)).toEqual({ base: '/', versions: [], tags: { zh: 'zh-CN' } });
    const hash = `'sha256-${createHash('sha256').update(langScript.text()).digest('base64')}'`;
    expect(JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8'))['script-src']).toContain(hash);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    const redirect = readFileSync(join(dist, 'old-page.html'), 'utf8');
    expect(redirect).toContain('url=/guide/start');
    expect(readFileSync(join(dist, 'zh/old-page.html'), 'utf8')).toContain('url=/zh/guide/start');
  });

  it('embeds page data safely and loads the page module before hydration', () => {
    const $ = html('guide/start.html');
    const data = pageData('guide/start.html');
    expect(data.page.routePath).toBe('/guide/start');
    expect(data.page.toc.map((t: { id: string }) => t.id)).toEqual(['install', 'install-1']);
    expect(data.sidebar).toBeUndefined(); // fetched from a shared, cached file instead
    const sidebarUrl = data.page.sidebar as string;
    expect($(`link[rel="preload"][as="fetch"][href="${sidebarUrl}"]`).length).toBe(1);
    expect(JSON.parse(readFileSync(join(dist, sidebarUrl), 'utf8'))[0].text).toBe('Basics');
    expect($(`link[rel="modulepreload"][href="${data.page.module}"]`).length).toBe(1);
    expect($('script[type="module"]').attr('src')).toMatch(/^\/static\/js\/client-\w+\.js$/);
    expect($('link[rel="alternate"][type="application/rss+xml"]').attr('title')).toBe('Fixture news');
  });

  it('preloads scripts and the sidebar at low priority: the stylesheet, which the first paint waits for, keeps the network', () => {
    for (const file of ['guide/start.html', 'index.html']) {
      const $ = html(file);
      const preloads = $('link[rel="modulepreload"], link[rel="preload"][as="fetch"]');
      expect(preloads.length, file).toBeGreaterThan(1);
      preloads.each((_, el) => void expect($(el).attr('fetchpriority'), $(el).attr('href')).toBe('low'));
      expect($('link[rel="stylesheet"]').attr('fetchpriority'), file).toBeUndefined();
    }
  });

  it('is light: no global page map in the entry, data per route', () => {
    const entry = readdirSync(join(dist, 'static/js')).find((f) => /^client-.*\.js$/.test(f))!;
    const code = readFileSync(join(dist, 'static/js', entry), 'utf8');
    expect(code).not.toContain('/guide/syntax');
    expect(code).not.toContain('Syntax tour');
  });

  it('leaves the first visit\'s language redirect out of the first-load JS (its own chunk, loaded on that visit only)', () => {
    const $ = html('guide/start.html');
    const firstLoad = [...$('script[type="module"]').map((_, el) => $(el).attr('src')), ...$('link[rel="modulepreload"]').map((_, el) => $(el).attr('href'))];
    expect(firstLoad.length).toBeGreaterThan(1);
    for (const file of firstLoad) expect(readFileSync(join(dist, file!), 'utf8'), file).not.toContain('crawl|spider');
    const chunks = readdirSync(join(dist, 'static/js/chunks'));
    expect(chunks.filter((f) => readFileSync(join(dist, 'static/js/chunks', f), 'utf8').includes('crawl|spider'))).toHaveLength(1);
  });
});
