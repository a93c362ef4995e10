import { escapeHtml, escapeHtmlText } from '../../../shared/escape-html.ts';

/** The markup a highlighted block has, for code that arrives as plain text (other tools' runtime code components). */
export function plainCodeHtml(code: string, lang?: string): string {
  const lines = code.split('\n').map((line) => `<span class="line">${escapeHtmlText(line)}</span>`).join('\n');
  return `<pre class="shiki"><code${lang ? ` class="language-${escapeHtml(lang)}"` : ''}>${lines}</code></pre>`;
}
