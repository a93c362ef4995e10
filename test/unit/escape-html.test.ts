import { expect, test } from 'vitest';
import { escapeHtml, escapeHtmlText } from '../../src/shared/escape-html.ts';

test('one module escapes HTML: everywhere-safe, and text-only that keeps quotes', () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  expect(escapeHtmlText(`<b>"Tom" & Jerry's</b>`)).toBe(`&lt;b&gt;"Tom" &amp; Jerry's&lt;/b&gt;`);
});
