/**
 * CommonMark 0.31.2 and GFM's extension examples, each compiled as a `.md` page by docsite's compile and
 * rendered by React, against the spec's HTML (normalised: see test/conformance/spec-html.ts). The examples
 * rendered otherwise on purpose are listed in DELIBERATE with the reason (the README's table says the same);
 * every other example must pass, and every listed one must still differ (a stale entry fails too).
 * `SPEC_REPORT=1` prints each failing example with both sides.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpecExamples } from '../conformance/spec-examples.ts';
import { renderExamples, type ExampleResult } from '../conformance/render-examples.ts';
import { DELIBERATE } from '../conformance/deliberate.ts';

let results: ExampleResult[];
beforeAll(async () => {
  results = await renderExamples(await loadSpecExamples());
  if (process.env.SPEC_REPORT) {
    for (const r of results.filter((r) => !r.pass))
      console.log(`\n== ${r.example.id} (${r.example.section})\n-- markdown:\n${r.example.markdown}-- expected:\n${r.normalizedExpected}\n-- actual:\n${r.normalizedActual}\n-- raw:\n${r.actual}`);
  }
  const count = (prefix: string) => {
    const of = results.filter((r) => r.example.id.startsWith(prefix));
    return `${of.filter((r) => r.pass).length}/${of.length}`;
  };
  console.log(`CommonMark ${count('cm-')}, GFM extensions ${count('gfm-')}; failing: ${results.filter((r) => !r.pass).map((r) => r.example.id).join(' ')}`);
}, 120_000);

describe('CommonMark and GFM spec examples as .md pages', () => {
  it('loads every example from the packages', () => {
    expect(results.filter((r) => r.example.id.startsWith('cm-'))).toHaveLength(652);
    expect(results.filter((r) => r.example.id.startsWith('gfm-')).length).toBeGreaterThanOrEqual(25);
  });
  it('renders every example as the spec does, except the deliberate ones', () => {
    const unexpected = results.filter((r) => !r.pass && !(r.example.id in DELIBERATE)).map((r) => `${r.example.id}: ${r.normalizedActual}  ≠  ${r.normalizedExpected}`);
    expect(unexpected).toEqual([]);
  });
  it('lists only examples that really differ', () => {
    const stale = Object.keys(DELIBERATE).filter((id) => results.find((r) => r.example.id === id)?.pass !== false);
    expect(stale).toEqual([]);
  });
});
