/** Small MDX building blocks: SourceCode, Badge, Steps, Step cards, ClientOnly. */
import { useEffect, useState, type ReactNode } from 'react';
import { IconGithub } from '../icons.tsx';
import { useLang, usePage, useT, routeContext } from '../../runtime/context.tsx';
import { isExternalUrl, resolveInternalHref } from '../../../shared/routes.ts';
import { UiString } from '../../../shared/ui-keys.ts';

export function SourceCode({ href }: { href: string }) {
  const t = useT();
  return (
    <a className="source-code" href={href} target="_blank" rel="noopener noreferrer">
      <IconGithub width={16} height={16} />
      <span>{t(UiString.source)}</span>
    </a>
  );
}

export function Badge({ text, type = 'tip', children }: { text?: string; type?: 'tip' | 'info' | 'warning' | 'danger'; children?: ReactNode }) {
  return <span className={`badge badge-${type}`}>{children ?? text}</span>;
}

export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>;
}

/** Resolves an author-written link for the current language (external links pass through). */
export function useLocalHref(href: string): string {
  const lang = useLang();
  const { version } = usePage();
  return isExternalUrl(href) ? href : resolveInternalHref(href, lang, routeContext, version);
}

export function Step({ href, title, description }: { href: string; title: string; description?: string }) {
  const url = useLocalHref(href);
  const external = isExternalUrl(href);
  return (
    <a className="step-card" href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <span className="step-title">{title}</span>
      {description && <span className="step-description">{description}</span>}
    </a>
  );
}

export function NextSteps({ children }: { children: ReactNode }) {
  return <div className="next-steps">{children}</div>;
}

/** Renders its children only in the browser, after the first (hydration) render. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children : fallback}</>;
}
