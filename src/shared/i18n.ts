/**
 * Language helpers both the build and the browser use. The interface strings themselves are in
 * ui-strings.ts, which only the build reads: the browser gets its site's languages' strings in the site data.
 */

/** Site languages written as a bare code whose BCP 47 tag, by convention, names the region or script. */
const TAGS: Record<string, string> = { zh: 'zh-CN' };

/**
 * The BCP 47 tag of a site language, as `<html lang>`, hreflang, og:locale and `Intl` want it: a code written
 * with `_` (`en_US`, a folder name Rspress sites use) has `-` (`en-US`); `Intl` throws on the other form.
 */
export function langTag(lang: string): string {
  return TAGS[lang] ?? lang.replace(/_/g, '-');
}

/** A language's name in itself (`zh` → 中文), for a locale written without `label` (Rspress allows it); the tag when unknown. */
export function languageName(lang: string): string {
  try {
    const tag = langTag(lang);
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}
