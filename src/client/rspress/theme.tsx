/**
 * What pages written for Rspress import from `@rspress/core/theme` (also `rspress/theme`,
 * `@rspress/theme-default`), mapped to docsite's theme. Only the names below exist: importing another one
 * fails the build at the import, naming it (see src/node/pipeline/rspress-compat.ts).
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tabs as DocsiteTabs, Tab, type TabProps } from '../theme/components/Tabs.tsx';
import { CopyableCommand } from '../theme/components/CopyableCommand.tsx';
import { useLocalHref } from '../theme/components/Small.tsx';
import { isExternalUrl } from '../../shared/routes.ts';
import { rspressCommands, type RspressManager } from './package-manager-commands.ts';

export { Tab };
export { Badge, Steps, SourceCode, ClientOnly as NoSSR } from '../theme/components/Small.tsx';
export { Overview } from '../theme/components/Overview.tsx';
export { CodeBlock } from '../theme/components/CodeBlock.tsx';
export { IconGithub } from '../theme/icons.tsx';

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
}: {
  command: string | Partial<Record<string, string>>;
  dlx?: boolean;
  exec?: boolean;
  additionalTabs?: { tool: string; label?: string }[];
}) {
  const commands = rspressCommands(command, dlx ? 'dlx' : exec ? 'exec' : 'run');
  const extra = additionalTabs.map((tab) => ({ id: tab.tool, label: tab.label ?? tab.tool, text: typeof command === 'string' ? `${tab.tool} ${command}` : (command[tab.tool] ?? '') }));
  const tabs = [...(Object.entries(commands) as [RspressManager, string][]).map(([id, text]) => ({ id, label: id, text })), ...extra].filter((t) => t.text);
  return (
    <DocsiteTabs groupId="package.manager">
      {tabs.map((tab) => (
        <Tab key={tab.id} label={tab.label} value={tab.id}>
          <CopyableCommand command={tab.text} />
        </Tab>
      ))}
    </DocsiteTabs>
  );
}

/** A link that gets the page's language prefix and the base, as Markdown links do. */
export function Link({ href = '', children, className, ...rest }: { href?: string; children?: ReactNode; className?: string; [attr: string]: unknown }) {
  const url = useLocalHref(href);
  const external = isExternalUrl(href);
  return (
    <a {...rest} className={className} href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
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
