/**
 * Question phrasing in a query: the words that say *how* a reader asks, not *what* about
 * (`how do I change mode`, `如何配置 environments`, `dev.hmr 是什么`). They are dropped from the
 * query's words and from the text the title signal compares with the page's title, so a question
 * ranks like the subject it asks about. General wording only (never a query's words): an English
 * question opener and the verb after it, and Chinese question words and particles.
 */

export interface Span {
  start: number;
  end: number;
}

// How to / how do I / what is … at the start, then at most one general verb of asking about a setting.
const EN_QUESTION =
  /^(?:how (?:do|can|should|would|could) (?:i|we|you)|how to|how do|what (?:is|are)|where (?:is|are|do|does|can)|can i|is (?:it|there a way to)|is it possible to)(?:\s+(?:configure|set|change|use|enable|customize|modify|specify|add))?(?=\s|$)/;
// Chinese question words (how, what, where, why, particles), and the verb a 如何/怎么 asks with.
const ZH_QUESTION = /(?:如何|怎么样|怎么|怎样|怎麼)(?:配置|设置|修改|更改|使用)?|是什么|有什么用|有什么|什么是|为什么|在哪里|在哪儿|在哪|哪里|吗|呢/g;

/** Spans of a folded query that are question phrasing (none when nothing else would be left). */
export function phrasingSpans(folded: string): Span[] {
  const spans: Span[] = [];
  const en = EN_QUESTION.exec(folded);
  if (en) spans.push({ start: 0, end: en[0].length });
  for (const m of folded.matchAll(ZH_QUESTION)) spans.push({ start: m.index, end: m.index + m[0].length });
  let left = folded;
  for (const s of spans) left = left.slice(0, s.start) + ' '.repeat(s.end - s.start) + left.slice(s.end);
  return /[\p{L}\p{N}]/u.test(left) ? spans : [];
}

/** The text with the spans blanked (same length, so offsets stay). */
export function blank(text: string, spans: Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}
