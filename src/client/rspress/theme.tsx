/**
 * What pages written for Rspress import from `@rspress/core/theme` (also `rspress/theme`,
 * `@rspress/theme-default`), mapped to docsite's theme. Only the names below exist: importing another one
 * fails the build at the import, naming it (see rspressHint in src/node/pipeline/esbuild-errors.ts).
 */
import { Children, cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { Tabs as DocsiteTabs, Tab, type TabProps } from '../theme/components/Tabs.tsx';
import { CopyableCommand } from '../theme/components/CopyableCommand.tsx';
import { Link } from './link.tsx';
import { rspressCommands, type RspressManager } from '../../shared/package-manager-commands.ts';

export { Tab, Link };
export { Layout, HomeLayout, DocLayout, HomeHero, Banner, type LayoutProps, type HomeLayoutProps, type DocLayoutProps, type HomeHeroProps } from './layouts.tsx';
export { IconArrowDown, IconArrowRight, IconCopy, IconFile, IconMoon, IconSearch, IconSuccess, IconSun, IconClose, IconMenu, IconEdit, IconWrap, SvgWrapper, copyToClipboard } from './icons.tsx';
export { Badge, Steps, SourceCode, ClientOnly as NoSSR } from '../theme/components/Small.tsx';
export { Overview } from '../theme/components/Overview.tsx';
export { CodeBlock } from '../theme/components/CodeBlock.tsx';
export { IconGithub } from '../theme/icons.tsx';
import { CodeBlock } from '../theme/components/CodeBlock.tsx';
import { plainCodeHtml } from '../theme/components/plain-code.ts';
import { useLang } from '../runtime/context.tsx';

type TabValue = string | { label: ReactNode; value?: string; disabled?: boolean };

/** Rspress's `<Tabs values={['npm', { label: 'Yarn' }]}>`: the labels come from `values`, in the children's order. */
export function Tabs({ values, children, defaultValue, groupId }: { values?: TabValue[]; children: ReactNode; defaultValue?: string; groupId?: string }) {
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabProps> => isValidElement(c));
  const labelled = values
    ? tabs.map((tab, i) => {
        const value = values[i];
        const label = typeof value === 'object' && value !== null ? value.label : value;
        const key = typeof value === 'object' && value !== null ? value.value : undefined;
        return cloneElement(tab, { label: tab.props.label ?? label, value: tab.props.value ?? key ?? (typeof label === 'string' ? label : undefined) });
      })
    : tabs;
  return (
    <DocsiteTabs groupId={groupId} defaultValue={defaultValue}>
      {labelled}
    </DocsiteTabs>
  );
}

/** Rspress's page-level tabs read as ordinary tabs. */
export const PageTabs = Tabs;
export const PageTab = Tab;

/**
 * Rspress's install tabs: npm, yarn, pnpm, bun and deno, from one command or one per manager; `dlx` runs
 * a package's binary without installing it, `exec` one that is installed. `additionalTabs` adds managers.
 */
export function PackageManagerTabs({
  command,
  dlx,
  exec,
  additionalTabs = [],
  highlighted,
}: {
  command: string | Partial<Record<string, string>>;
  dlx?: boolean;
  exec?: boolean;
  additionalTabs?: { tool: string; label?: string }[];
  /** Each command's highlighted HTML, added by the build (src/node/markdown/plugins/package-manager-tabs.ts). */
  highlighted?: Record<string, string>;
}) {
  const commands = rspressCommands(command, dlx ? 'dlx' : exec ? 'exec' : 'run');
  const extra = additionalTabs.map((tab) => ({ id: tab.tool, label: tab.label ?? tab.tool, text: typeof command === 'string' ? `${tab.tool} ${command}` : (command[tab.tool] ?? '') }));
  const tabs = [...(Object.entries(commands) as [RspressManager, string][]).map(([id, text]) => ({ id, label: id, text })), ...extra].filter((t) => t.text);
  return (
    <DocsiteTabs groupId="package.manager">
      {tabs.map((tab) => (
        <Tab key={tab.id} label={tab.label} value={tab.id}>
          <CopyableCommand command={tab.text} html={highlighted?.[tab.text]} />
        </Tab>
      ))}
    </DocsiteTabs>
  );
}

/** `<Tag tag="new" />`: a small label, as sidebar tags look. */
export function Tag({ tag, children }: { tag?: string; children?: ReactNode }) {
  return <span className="sidebar-tag">{children ?? tag}</span>;
}

/** `<Callout type="tip" title="…">`: the same block as a `:::tip` container. */
export function Callout({ type = 'tip', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`container container-${type}`}>
      {title !== undefined && <p className="container-title">{title}</p>}
      {children}
    </div>
  );
}

/**
 * Rspress's `<CodeBlockRuntime code lang title>`: a code block made in the browser. docsite highlights at
 * build time only, so the code shows as plain text, with the title, wrap and copy buttons of every block.
 */
export function CodeBlockRuntime({ code = '', lang, title, wrapCode }: { code?: string; lang?: string; title?: string; wrapCode?: boolean; [option: string]: unknown }) {
  return <CodeBlock html={plainCodeHtml(code)} lang={lang} title={title} wrap={wrapCode} />;
}

/** Rspress's `<Prompt title description prompt>`: a card whose text a reader copies into an AI tool (or `custom` children). */
export function Prompt({ title, description, prompt = '', custom, children }: { title?: ReactNode; description?: ReactNode; prompt?: string; custom?: boolean; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const { copyText } = await import('../theme/copy.ts');
    if (await copyText(prompt, '')) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };
  return (
    <div className="container container-info prompt-card">
      {title && <p className="container-title">{title}</p>}
      {description && <p>{description}</p>}
      {custom ? children : <pre className="prompt-text">{prompt}</pre>}
      {!custom && (
        <button type="button" className="copy-button" onClick={copy} aria-live="polite">
          {copied ? '✓' : 'Copy'}
        </button>
      )}
    </div>
  );
}

/** One group of an overview page: its name, then each page with the headings given. */
export function OverviewGroup({ group }: { group: { name: string; items: { text: string; link: string; headers?: { id: string; text: string }[] }[] } }) {
  return (
    <section className="overview-group">
      <h2 className="overview-group-title">{group.name}</h2>
      <ul className="overview-items">
        {group.items.map((item) => (
          <li key={item.link}>
            <Link href={item.link}>{item.text}</Link>
            {!!item.headers?.length && (
              <ul>
                {item.headers.map((h) => (
                  <li key={h.id}>
                    <Link href={`${item.link}#${h.id}`}>{h.text}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Rspress's `getCustomMDXComponent()`: the components its theme maps Markdown elements to. docsite maps
 * none (Markdown is HTML), so each element is itself: `const { p: P } = getCustomMDXComponent()` renders `<p>`.
 */
export function getCustomMDXComponent(): Record<string, string> {
  return new Proxy({} as Record<string, string>, { get: (_, key) => (typeof key === 'string' ? key : undefined) });
}

/** Inline Markdown in a string (`code`, **strong**, *em*, [links](/x)) as React elements: for data written in Markdown. */
export function renderInlineMarkdown(text: string): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = out.length;
    if (m[1] !== undefined) out.push(<code key={key}>{m[1]}</code>);
    else if (m[2] !== undefined) out.push(<strong key={key}>{m[2]}</strong>);
    else if (m[3] !== undefined) out.push(<em key={key}>{m[3]}</em>);
    else out.push(<Link key={key} href={m[5]}>{m[4]}</Link>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

/** The current language, as Rspress's theme hook gives it. */
export { useLang };
