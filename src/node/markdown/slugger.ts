/**
 * Heading ids as the tool a site comes from makes them, so links written for it keep their anchors.
 * `github` (github-slugger) is Rspress's, Docusaurus's and GitHub's: lower case, punctuation dropped, each
 * space a `-`. `vitepress` is VitePress's (`@mdit-vue/shared`'s slugify): accents taken off, every run of
 * spaces and ASCII punctuation one `-` (`_` too), none at either end, `_` before a leading digit; and VitePress
 * puts a link's `#hash` through the same function. Repeats get `-1`, `-2` in both.
 */
import GithubSlugger from 'github-slugger';
import type { Dialect } from '../content/dialect.ts';

export type SluggerName = 'github' | 'vitepress';

// What VitePress's slugify turns into a separator: whitespace, ASCII punctuation and typographic quotes.
const VITEPRESS_SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;

/** One heading text as VitePress slugs it (`` `<Content />` `` → `content`, `Café` → `cafe`, `1. Intro` → `_1-intro`). */
export function vitepressSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // combining marks, what NFKD splits accents into
    .replace(/[\u0000-\u001f]/g, '')
    .replace(VITEPRESS_SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
  return (/^\d/.test(slug) ? '_' + slug : slug).toLowerCase();
}

/** A page's slugger: each call gives a heading's id, a repeat of an earlier one suffixed `-1`, `-2` … */
export function createSlugger(name: SluggerName): (text: string) => string {
  if (name === 'github') {
    const slugger = new GithubSlugger();
    return (text) => slugger.slug(text);
  }
  const taken = new Set<string>();
  return (text) => {
    const base = vitepressSlug(text);
    let id = base;
    for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}

/** The site's slugger: the config's `markdown.slugger`, else VitePress's for a VitePress site (content/dialect.ts), else GitHub's. */
export function siteSlugger(configured: SluggerName | undefined, dialect: Dialect | undefined): SluggerName {
  return configured ?? (dialect === 'vitepress' ? 'vitepress' : 'github');
}
