import { expect, test } from 'vitest';
import { escapeHtml, escapeHtmlText } from '../../src/shared/escape-html.ts';

test('one module escapes HTML: everywhere-safe, and text-only that keeps quotes', () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  expect(escapeHtmlText(`<b>"Tom" & Jerry's</b>`)).toBe(`&lt;b&gt;"Tom" &amp; Jerry's&lt;/b&gt;`);
});

test('plain code from other tools’ runtime code components gets a highlighted block’s markup, escaped', async () => {
  const { plainCodeHtml } = await import('../../src/client/theme/components/plain-code.ts');
  expect(plainCodeHtml('a < b\n"x" & y', 'ts"x')).toBe(
    '<pre class="shiki"><code class="language-ts&quot;x"><span class="line">a &lt; b</span>\n<span class="line">"x" &amp; y</span></code></pre>',
  );
  expect(plainCodeHtml('1')).toBe('<pre class="shiki"><code><span class="line">1</span></code></pre>');
});
