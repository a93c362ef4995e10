/**
 * llms.txt (an index of pages with one-line descriptions, per language), llms-full.txt, and a Markdown
 * twin of every page (`/guide/start/quick-start.md`), made from the source with MDX-only syntax
 * resolved: imports dropped, fragments inlined, package-manager tabs turned into commands.
 */
import { FRONT_MATTER_BLOCK } from '../../markdown/plugins/frontmatter.ts';
import { readFileSync } from 'node:fs';
import type { PageData } from '../../../shared/page-data.ts';
import type { PageSource } from '../../content/scan.ts';
import type { Project } from '../project.ts';
import { importedFragments } from '../check-links.ts';
import { routeToHref, type RouteContext } from '../../../shared/routes.ts';
import { COMPONENT_PAGE_FILE } from '../../../shared/page-extensions.ts';

function stripFrontmatter(source: string): string {
  return source.replace(FRONT_MATTER_BLOCK, '');
}

/** Turns MDX into plain Markdown an LLM (or a person) can read. */
export function mdxToMarkdown(source: string, file: string, project: Pick<Project, 'contentDir' | 'langDirs'>): string {
  let text = stripFrontmatter(source);
  const fragments = new Map<string, string>();
  const imports = [...text.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm)];
  const files = importedFragments(imports.map((m) => m[0]).join('\n'), file, project);
  imports.forEach((m, i) => {
    try {
      fragments.set(m[1], stripFrontmatter(readFileSync(files[i], 'utf8')).trim());
    } catch {
      // a missing fragment was already reported by the build
    }
  });
  const lines: string[] = [];
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (!fence && /^(import|export)\s/.test(line)) continue;
    lines.push(line);
  }
  text = lines.join('\n');
  text = text.replace(/<(\w+)\s*\/>/g, (match, name: string) => fragments.get(name) ?? (/^[A-Z]/.test(name) ? '' : match));
  text = text.replace(/<PackageManagerTabs\s+command="([^"]+)"\s*\/>/g, (_m, cmd: string) => '```bash\nnpm ' + cmd + '\n```');
  text = text.replace(/<PackageManagerTabs\s+command=\{\{([\s\S]*?)\}\}\s*\/>/g, (_m, body: string) => {
    const npm = /npm:\s*['"]([^'"]+)['"]/.exec(body);
    return npm ? '```bash\n' + npm[1] + '\n```' : '';
  });
  text = text.replace(/<SourceCode\s+href="([^"]+)"\s*\/>/g, '[Source]($1)');
  text = text.replace(/<Step\s+href="([^"]+)"\s+title="([^"]+)"\s+description="([^"]+)"\s*\/>/g, '- [$2]($1): $3');
  text = text.replace(/<\/?(NextSteps|Steps|Tabs|Tab[^>]*|Overview|BenchmarkGraph)\b[^>]*>/g, '');
  return text.replace(/\n{3,}/g, '\n\n').trim() + '\n';
}

interface LlmsFiles {
  files: Map<string, string>;
}

/** The text of a rendered page's content (tags dropped, entities of the five XML characters decoded): a `.tsx` page's Markdown twin. */
export function renderedMainText(html: string): string {
  const main = /<article class="doc-content"[^>]*>([\s\S]*)<\/article>/.exec(html)?.[1] ?? /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<\/(p|div|h[1-6]|li|pre|tr|section|header|footer|nav)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
    .split('\n').map((line) => line.replace(/[ \t]+/g, ' ').trim()).filter(Boolean).join('\n\n');
}

/**
 * `renderedHtml`: a page's pre-rendered HTML, for `.tsx` pages (React components, no Markdown source): their
 * twin is their title, description and rendered text. Without it, `.tsx` pages are left out.
 */
export function buildLlmsFiles(
  pages: PageData[],
  sources: Pick<PageSource, 'routePath' | 'file' | 'content'>[],
  project: Pick<Project, 'contentDir' | 'langDirs'>,
  origin: string,
  siteTitle: string,
  siteDescription: string,
  ctx: RouteContext,
  renderedHtml?: (routePath: string) => string | undefined,
): Map<string, string> {
  const out = new Map<string, string>();
  const byRoute = new Map(sources.map((s) => [s.routePath, s]));
  const abs = (path: string) => origin.replace(/\/$/, '') + path;
  for (const lang of ctx.langs) {
    const isTsx = (routePath: string) => COMPONENT_PAGE_FILE.test(byRoute.get(routePath)!.file);
    const langPages = pages.filter((p) => p.lang === lang && p.pageType !== '404' && byRoute.has(p.routePath) && (!isTsx(p.routePath) || renderedHtml)).sort((a, b) => (a.routePath < b.routePath ? -1 : 1));
    if (!langPages.length) continue;
    const prefix = lang === ctx.defaultLang ? '' : `${lang}/`;
    const index = [`# ${siteTitle}`, '', `> ${siteDescription}`, ''];
    const full: string[] = [];
    let section = '';
    for (const page of langPages) {
      const source = byRoute.get(page.routePath)!;
      const markdown = isTsx(page.routePath)
        ? [`# ${page.title || siteTitle}`, page.description, renderedMainText(renderedHtml!(page.routePath) ?? '').replace(new RegExp(`^${(page.title || '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\n`), '')].filter(Boolean).join('\n\n') + '\n'
        : mdxToMarkdown(source.content ?? readFileSync(source.file, 'utf8'), source.file, project);
      const mdPath = (page.routePath.endsWith('/') ? page.routePath + 'index' : page.routePath) + '.md';
      out.set(mdPath.slice(1), markdown);
      const top = page.routePath.split('/').filter(Boolean)[lang === ctx.defaultLang ? 0 : 1] ?? '';
      if (top !== section) {
        section = top;
        index.push('', `## ${top ? top[0].toUpperCase() + top.slice(1) : siteTitle}`, '');
      }
      const desc = page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : '';
      index.push(`- [${page.title || siteTitle}](${abs(routeToHref(mdPath.replace(/\.md$/, ''), { ...ctx, cleanUrls: true }) + '.md')})${desc}`);
      full.push(`<!-- ${abs(routeToHref(page.routePath, ctx))} -->\n\n${markdown}`);
    }
    out.set(`${prefix}llms.txt`, index.join('\n').replace(/\n{3,}/g, '\n\n') + '\n');
    out.set(`${prefix}llms-full.txt`, full.join('\n\n---\n\n'));
  }
  return out;
}
