/** What the build writes into HTML: tags, attributes and JSON inside <script> (escaping: shared/escape-html.ts). */
import { escapeHtml } from '../../shared/escape-html.ts';

/** JSON that is safe inside <script>: `</script>`, `<!--` and line separators cannot break out. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function tag(name: string, attrs: Record<string, string | undefined | boolean>): string {
  const parts = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? k : `${k}="${escapeHtml(String(v))}"`));
  return `<${name}${parts.length ? ' ' + parts.join(' ') : ''}>`;
}

/** Fills `<!--docsite:name-->` placeholders; a function replacer so `$` in content is never special. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/<!--docsite:(\w+)-->/g, (match, key: string) => (key in values ? values[key] : match));
}
