/**
 * The search list's selection across re-rankings: text shards arriving after the reader moved re-rank the
 * same query's results, and Enter must open the hit the reader saw selected.
 */

/** Where the chosen hit (`key`, last seen at `active`) is in `keys` now: in its place, moved, or, gone, the same position. -1 for an empty list. */
export function followSelection(keys: readonly string[], chosen: { active: number; key?: string } | undefined): number {
  if (!keys.length) return -1;
  if (chosen?.key !== undefined) {
    // Its own place first: several hits can share a key's parts (a page's title hit and its first section).
    if (keys[chosen.active] === chosen.key) return chosen.active;
    const moved = keys.indexOf(chosen.key);
    if (moved >= 0) return moved;
  }
  return Math.min(chosen?.active ?? 0, keys.length - 1);
}
