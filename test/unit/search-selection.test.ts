/** The search list's selection follows the chosen hit when texts arriving re-rank the same query's results. */
import { describe, expect, it } from 'vitest';
import { followSelection } from '../../src/client/search/selection.ts';

describe('followSelection', () => {
  it('stays on the chosen hit where it is, even when another hit has the same key earlier in the list', () => {
    expect(followSelection(['a', 'b', 'a', 'c'], { active: 2, key: 'a' })).toBe(2);
  });
  it('follows the chosen hit to its new place after a re-ranking', () => {
    expect(followSelection(['c', 'a', 'b'], { active: 2, key: 'b' })).toBe(2);
    expect(followSelection(['b', 'c', 'a'], { active: 2, key: 'b' })).toBe(0);
  });
  it('keeps the position when the chosen hit is gone, within the list', () => {
    expect(followSelection(['x', 'y', 'z'], { active: 1, key: 'gone' })).toBe(1);
    expect(followSelection(['x'], { active: 4, key: 'gone' })).toBe(0);
  });
  it('starts at the first hit with no choice, and is -1 for no hits', () => {
    expect(followSelection(['x', 'y'], undefined)).toBe(0);
    expect(followSelection([], { active: 1, key: 'x' })).toBe(-1);
  });
});
