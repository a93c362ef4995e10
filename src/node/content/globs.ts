/**
 * The one rule for every glob a user writes (`route.exclude`, `markdown.checkDeadLinks.excludes`): picomatch's.
 * `*` and `?` stand within one path segment, `**` for any number of them; `{a,b}` and `[…]` as in a shell;
 * dot files match too. A leading `./` is dropped.
 */
import picomatch from 'picomatch';

export function globMatcher(patterns: readonly string[]): (path: string) => boolean {
  if (!patterns.length) return () => false;
  return picomatch(patterns.map((p) => p.replace(/^\.\//, '')), { dot: true });
}
