/**
 * The known name a misspelt one most likely meant (`socialLink` → `socialLinks`, `serach` → `search`,
 * `Getting_Started` → `getting-started`), for "did you mean …?" in config errors and `_meta.json` warnings.
 */
import leven, { closestMatch } from 'leven';

/** The same name written with another case or other separators (`-`, `_`, none). */
const loose = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
/** Its letters in order: two names with the same ones differ by letters swapped. */
const letters = (name: string) => [...loose(name)].sort().join('');

/**
 * A candidate written the same but for case and `-`/`_`; else the nearest by edit distance when it is
 * within a third of the name's length (one edit in 3–5 letters, two in 6–8 …); else one that only has two
 * letters swapped (`strat` → `start`: two edits for Levenshtein, one slip of the fingers). Names under three
 * letters only match loosely, since one edit turns them into anything. The first of equally near
 * candidates wins, so the answer follows their order.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const others = candidates.filter((candidate) => candidate !== name);
  const same = others.find((candidate) => loose(candidate) === loose(name));
  if (same !== undefined) return same;
  if (name.length < 3) return undefined;
  const near = closestMatch(name, others, { maxDistance: Math.floor(name.length / 3) });
  if (near !== undefined) return near;
  return others.find((candidate) => letters(candidate) === letters(name) && leven(loose(candidate), loose(name), { maxDistance: 3 }) <= 2);
}

/** `did you mean "x"?`, or nothing when no candidate is close. */
export function didYouMean(name: string, candidates: readonly string[]): string | undefined {
  const match = closestName(name, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}
