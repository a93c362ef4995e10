/**
 * Translation gaps of a multilingual site, as build warnings.
 */
import type { PageSource } from '../content/scan.ts';
import type { Project } from './project.ts';

/**
 * Pages that exist in one language but not in the other, named by their addresses (`/en/guide/x` when
 * English is not the default language; `/v1/guide/x` in a version): their language menu links to the
 * other language's home (`langLinks` in site-model.ts).
 */
export function untranslatedWarnings(project: Project, sources: PageSource[]): string[] {
  if (project.langDirs.length < 2) return [];
  // A versioned site compares each version's languages.
  const key = (s: PageSource) => `${s.version ?? ''}\0${s.pagePath}`;
  const byLang = new Map(project.langDirs.map((l) => [l, sources.filter((s) => s.lang === l)]));
  const keys = new Map([...byLang].map(([l, pages]) => [l, new Set(pages.map(key))]));
  const out: string[] = [];
  for (const [lang, pages] of byLang) {
    for (const other of project.langDirs) {
      if (other === lang) continue;
      const missing = pages.filter((s) => !keys.get(other)!.has(key(s))).map((s) => s.routePath);
      if (!missing.length) continue;
      out.push(`${missing.length} page${missing.length > 1 ? 's' : ''} in "${lang}" ${missing.length > 1 ? 'have' : 'has'} no "${other}" version (${missing.length > 1 ? 'their' : 'its'} language menu links to the "${other}" home instead): ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`);
    }
  }
  return out;
}
