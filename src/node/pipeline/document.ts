/**
 * A page's HTML document, the one way `build` and `dev` make it: the template filled with the page's
 * language, head, server-rendered app, the embedded page data (the page only: its section's sidebar is a
 * file of its own, preloaded in the head) and the browser entry. Dev adds its live-reload parts through
 * `extraHead` and `extraScripts`.
 */
import { INITIAL_DATA_ID, type PageData } from '../../shared/page-data.ts';
import { langTag } from '../../shared/i18n.ts';
import { fillTemplate, jsonForScript } from './html.ts';
import { atBase } from './at-base.ts';

export interface DocumentParts {
  page: PageData;
  head: string;
  /** The app rendered to HTML. */
  app: string;
  /** URL of the browser entry, base included. */
  clientEntryUrl: string;
  extraHead?: string;
  extraScripts?: string;
}

export function pageDocument(template: string, parts: DocumentParts): string {
  return fillTemplate(template, {
    lang: langTag(parts.page.lang),
    head: parts.head + (parts.extraHead ?? ''),
    app: parts.app,
    data: `<script id="${INITIAL_DATA_ID}" type="application/json">${jsonForScript({ page: parts.page })}</script>`,
    scripts: `<script type="module" src="${parts.clientEntryUrl}"></script>` + (parts.extraScripts ?? ''),
  });
}

/** The browser entry's URL under the site's base (the bundle names it from the site root). */
export const clientEntryUrl = (base: string, clientEntry: string) => atBase(clientEntry, base);
