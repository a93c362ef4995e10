/**
 * HTML escaping for the build, the dev server and the browser: one module. `escapeHtml` is safe anywhere
 * (text and quoted attributes); `escapeHtmlText` leaves quotes as they are, for text between tags, where
 * they need no escaping (headings, code, the outline), so that text keeps the bytes it always had.
 * (Code highlighting writes shiki's own character references: markdown/highlighter.ts.)
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function escapeHtmlText(value: string): string {
  return value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
}
