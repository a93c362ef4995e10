/** Under each doc page: edit link, last-updated date and previous/next links. */
import { routeToHref } from '../../shared/routes.ts';
import { routeContext, usePage, useT } from '../runtime/context.tsx';
import { IconEdit } from './icons.tsx';
import { Footer } from 'docsite:site-theme';
import { UiString } from '../../shared/ui-keys.ts';

/** A text that brings its own icon (the Rsbuild site's "📝 Edit this page on GitHub") gets no second one. */
const STARTS_WITH_EMOJI = /^\p{Extended_Pictographic}/u;

export function DocFooter() {
  const page = usePage();
  const t = useT();
  const editText = t(UiString.editLink);
  return (
    <footer className="doc-footer">
      {(page.editLink || page.lastUpdated) && (
        <div className="doc-meta">
          {page.editLink && <EditLink href={page.editLink} text={editText} className="edit-link" />}
          {page.lastUpdated && (
            <p className="last-updated">
              {t(UiString.lastUpdated)}
              {t(UiString.labelSeparator)}
              <time dateTime={page.lastUpdatedIso}>{page.lastUpdated}</time>
            </p>
          )}
        </div>
      )}
      {(page.prev || page.next) && (
        <nav className="pager" aria-label={t(UiString.pagination)}>
          {page.prev ? (
            <a className="pager-link prev" href={routeToHref(page.prev.link, routeContext)} rel="prev">
              <span className="pager-label">{t(UiString.prevPage)}</span>
              <span className="pager-title">{page.prev.text}</span>
            </a>
          ) : (
            <span />
          )}
          {page.next && (
            <a className="pager-link next" href={routeToHref(page.next.link, routeContext)} rel="next">
              <span className="pager-label">{t(UiString.nextPage)}</span>
              <span className="pager-title">{page.next.text}</span>
            </a>
          )}
        </nav>
      )}
      <Footer />
    </footer>
  );
}

/** "Edit this page": under the page (DocFooter) and in the outline. */
export function EditLink({ href, text, className }: { href: string; text: string; className: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {!STARTS_WITH_EMOJI.test(text) && <IconEdit />}
      {text}
    </a>
  );
}
