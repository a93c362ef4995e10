/** Rspress's `<Link href>`: a link that gets the page's language prefix and the base, as Markdown links do. */
import type { ReactNode } from 'react';
import { useLocalHref } from '../theme/components/Small.tsx';
import { isExternalUrl } from '../../shared/routes.ts';

export function Link({ href = '', children, className, ...rest }: { href?: string; children?: ReactNode; className?: string; [attr: string]: unknown }) {
  const url = useLocalHref(href);
  const external = isExternalUrl(href);
  return (
    <a {...rest} className={className} href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

