/**
 * The `<meta>` keys a page's front matter `head` sets itself, with their content (`[['meta', { property: 'og:title', content }]]`):
 * docsite's own description and social-card tags of the same key are left out, so each key appears once with
 * the page's value, as Rspress does (its Layout skips `og:type`, `og:title`, `description`, `og:description`
 * the front matter names). Used by the build (head.ts) and by client navigation (page-meta.ts).
 */
export function frontmatterMeta(head: unknown): Map<string, string> {
  const keys = new Map<string, string>();
  if (!Array.isArray(head)) return keys;
  for (const entry of head) {
    if (!Array.isArray(entry) || entry[0] !== 'meta' || typeof entry[1] !== 'object' || entry[1] === null) continue;
    const attrs = entry[1] as Record<string, unknown>;
    for (const key of [attrs.property, attrs.name]) if (typeof key === 'string' && key) keys.set(key, String(attrs.content ?? ''));
  }
  return keys;
}
