/**
 * Language helpers both the build and the browser use. The interface strings themselves are in
 * ui-strings.ts, which only the build reads: the browser gets its site's languages' strings in the site data.
 */

/** Site languages written as a bare code whose BCP 47 tag, by convention, names the region or script. */
const TAGS: Record<string, string> = { zh: 'zh-CN' };

/** The BCP 47 tag of a site language, as `<html lang>`, hreflang and og:locale want it. */
export function langTag(lang: string): string {
  return TAGS[lang] ?? lang;
}

/**
 * The locale `Intl` gets for a site language: a code written with `_` (`en_US`, a folder name Rspress sites use,
 * kept as written in `<html lang>` as Rspress does) has `-` (`en-US`), the form `Intl` does not throw on.
 */
export const intlLocale = (lang: string): string => langTag(lang).replace(/_/g, '-');

/** A language's name in itself (`zh` → 中文), for a locale written without `label` (Rspress allows it); the tag when unknown. */
export function languageName(lang: string): string {
  try {
    const tag = lang.replace(/_/g, '-'); // not langTag's zh-CN: the language's own name (中文), not the region's
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}
