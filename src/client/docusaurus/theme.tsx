/**
 * What pages written for Docusaurus import from `@theme/…`, mapped to docsite's theme (one name per
 * module: `@theme/Tabs` is `Tabs` here). Names not listed in src/node/pipeline/docusaurus-imports.ts fail
 * the build at the import, saying what to do.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tabs as DocsiteTabs, Tab } from '../theme/components/Tabs.tsx';
import { CodeBlock as DocsiteCodeBlock, type CodeBlockProps } from '../theme/components/CodeBlock.tsx';
import { plainCodeHtml } from '../theme/components/plain-code.ts';
import { usePage, usePageState, useLang } from '../runtime/context.tsx';
import { containerTitle, type ContainerTitleKey } from '../../shared/ui-strings.ts';
import type { ResolvedSidebarItem } from '../../shared/page-data.ts';
import { Link } from './docusaurus.tsx';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus's `<TabItem value label default>`: a tab whose button shows `label`, else its `value`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** Docusaurus's `<Tabs groupId defaultValue values>`: labels from `values` or each item, the `default` item first shown. */
export function Tabs({ groupId, defaultValue, values, children }: { groupId?: string; defaultValue?: string | null; values?: { value: string; label?: ReactNode }[]; children?: ReactNode; className?: string; queryString?: string | boolean; lazy?: boolean }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value;
  return (
    <DocsiteTabs groupId={groupId} defaultValue={chosen ?? undefined}>
      {items.map((item) => {
        const label = values?.find((v) => v.value === item.props.value)?.label ?? item.props.label ?? item.props.value;
        return (
          <Tab key={item.props.value} value={item.props.value} label={label}>
            {item.props.children}
          </Tab>
        );
      })}
    </DocsiteTabs>
  );
}

/**
 * Docusaurus's `<CodeBlock language title showLineNumbers>{code}</CodeBlock>`. Code written out in the page
 * was made a fenced block when the page compiled (node/markdown/docusaurus-code-block.ts), highlighted; code
 * known only here (`{JSON.stringify(x)}`, a file's text) shows as plain text: docsite highlights at build
 * time only. A page that imports it also renders its fenced blocks with it (MDX prefers the page's own
 * `CodeBlock`): those come highlighted (`html`) and are docsite's blocks.
 */
export function CodeBlock(props: { children?: ReactNode; language?: string; title?: ReactNode; showLineNumbers?: boolean | number; className?: string; metastring?: string } | CodeBlockProps) {
  if ('html' in props) return <DocsiteCodeBlock {...props} />;
  const { children, language, className, title, showLineNumbers } = props;
  const text = Children.toArray(children).filter((c) => typeof c === 'string' || typeof c === 'number').join('').replace(/^\n+|\n+$/g, '');
  // Docusaurus takes the language from `language`, else from a `language-…` class.
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? '';
  return <DocsiteCodeBlock html={plainCodeHtml(text, lang)} lang={lang} title={typeof title === 'string' ? title : undefined} lineNumbers={!!showLineNumbers} />;
}

/** Docusaurus's admonition types, as docsite's container types. */
const ADMONITION_TYPES: Record<string, ContainerTitleKey> = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', caution: 'warning', danger: 'danger', important: 'info', secondary: 'note', success: 'tip' };

/** Docusaurus's `<Admonition type title>`: the block a `:::type` container renders. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  const lang = useLang();
  const kind = ADMONITION_TYPES[type] ?? 'note';
  return (
    <div className={`container container-${kind}`}>
      <p className="container-title">{title ?? containerTitle(type === 'important' ? 'important' : kind, lang)}</p>
      {children}
    </div>
  );
}

/** Docusaurus's `<Details summary>`. */
export function Details({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  return (
    <details className="container container-details">
      {isValidElement(summary) ? summary : <summary className="container-title">{summary ?? 'Details'}</summary>}
      {children}
    </details>
  );
}

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** Docusaurus's `<TOCInline toc minHeadingLevel maxHeadingLevel>`: the page's headings as nested lists. */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc: readonly TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number; className?: string }) {
  const entries = (toc ?? []).filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel);
  const nest = (from: number, level: number): [ReactNode, number] => {
    const items: ReactNode[] = [];
    let i = from;
    while (i < entries.length && entries[i].level >= level) {
      const entry = entries[i];
      i++;
      let sub: ReactNode = null;
      if (i < entries.length && entries[i].level > entry.level) [sub, i] = nest(i, entries[i].level);
      items.push(
        <li key={entry.id}>
          <a href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.value }} />
          {sub}
        </li>,
      );
    }
    return [<ul>{items}</ul>, i];
  };
  return <div className="toc-inline">{nest(0, minHeadingLevel)[0]}</div>;
}

type SidebarLink = Extract<ResolvedSidebarItem, { text: string }>;
const sameRoute = (a: string | undefined, b: string) => !!a && a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** The sidebar group the page is the index of (its link), searched depth first. */
function categoryOf(items: readonly ResolvedSidebarItem[] | null, route: string): SidebarLink | undefined {
  for (const item of items ?? []) {
    if (!('text' in item) || !item.items) continue;
    if (sameRoute(item.link, route)) return item;
    const inner = categoryOf(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/** Docusaurus's `<DocCardList items>`: a card per entry of the category this page is the index of (or of `items`). */
export function DocCardList({ items }: { items?: { type?: string; label: string; href: string; description?: string }[]; className?: string }) {
  const { sidebar } = usePageState();
  const { routePath } = usePage();
  const entries = items
    ? items.map((item) => ({ text: item.label, link: item.href, description: item.description }))
    : (categoryOf(sidebar, routePath)?.items ?? []).filter((item): item is SidebarLink => 'text' in item && !!item.link).map((item) => ({ text: item.text, link: item.link!, description: undefined as string | undefined }));
  return (
    <section className="doc-card-list">
      {entries.map((entry) => (
        <Link key={entry.link} to={entry.link} className="doc-card">
          <span className="doc-card-title">{entry.text}</span>
          {entry.description && <span className="doc-card-description">{entry.description}</span>}
        </Link>
      ))}
    </section>
  );
}

/** Docusaurus's `<ThemedImage sources={{ light, dark }}>`: both images, each shown in its colour theme (as docsite's logo). */
export function ThemedImage({ sources, alt, className, ...rest }: { sources: { light: string; dark: string }; alt?: string; className?: string; [attr: string]: unknown }) {
  return (
    <>
      <img {...rest} src={sources.light} alt={alt} className={['icon-light', className].filter(Boolean).join(' ')} />
      <img {...rest} src={sources.dark} alt={alt} className={['icon-dark', className].filter(Boolean).join(' ')} />
    </>
  );
}

type ImageModule = string | { default?: unknown; src?: unknown; preSrc?: string };
/** The URL of what `require('./x.png')` gave: a string, an ES module, or Docusaurus's ideal-image object. */
function imageUrl(img: ImageModule | undefined): string | undefined {
  if (typeof img === 'string') return img;
  if (!img || typeof img !== 'object') return undefined;
  if ('default' in img && img.default !== undefined) return imageUrl(img.default as ImageModule);
  if ('src' in img && img.src !== undefined) return imageUrl(img.src as ImageModule);
  return undefined;
}

/** Docusaurus's `<IdealImage img={require('./x.png')}>`: the image (docsite makes no responsive sizes). */
export function IdealImage({ img, alt, className, ...rest }: { img: ImageModule; alt?: string; className?: string; [attr: string]: unknown }) {
  delete rest.shouldAutoDownload;
  delete rest.swapOnLoad;
  return <img {...rest} src={imageUrl(img)} alt={alt} className={className} loading="lazy" />;
}
