/**
 * Client redirects: each `from` is an unanchored regular expression tested on the pathname (so a rule
 * also applies under /zh/); `to` replaces the match, or is used as-is when it is an external URL.
 */
import type { RedirectRule } from './config-schema.ts';
import { isExternalUrl } from './routes.ts';

export function findRedirect(pathname: string, rules: readonly RedirectRule[], base = '/'): string | null {
  for (const rule of rules) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(rule.from);
    } catch {
      console.warn(`[docsite] invalid redirect pattern ignored: ${rule.from}`);
      continue;
    }
    if (!pattern.test(pathname)) continue;
    if (isExternalUrl(rule.to)) return rule.to;
    const target = pathname.replace(pattern, rule.to);
    return base !== '/' && !target.startsWith(base) ? base.slice(0, -1) + target : target;
  }
  return null;
}
