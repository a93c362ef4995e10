import { describe, expect, it } from 'vitest';
import { closestName, didYouMean } from '../../src/node/did-you-mean.ts';

describe('closestName', () => {
  it('finds a name one or two edits away, or written with another case or separators', () => {
    expect(closestName('socialLink', ['nav', 'socialLinks', 'sidebar'])).toBe('socialLinks');
    expect(closestName('serach', ['title', 'search', 'route'])).toBe('search');
    expect(closestName('Getting_Started', ['getting-started', 'install'])).toBe('getting-started');
    expect(closestName('getting-started', ['gettingStarted'])).toBe('gettingStarted');
    // Two letters swapped: two edits for Levenshtein, but one slip.
    expect(closestName('strat', ['index', 'start'])).toBe('start');
    expect(closestName('nva', ['nav'])).toBe('nav');
  });

  it('offers nothing when no name is close, for names of one or two letters, or for the name itself', () => {
    expect(closestName('missing-page', ['start', 'index'])).toBeUndefined();
    expect(closestName('gone', ['start'])).toBeUndefined();
    expect(closestName('stop', ['post'])).toBeUndefined(); // the same letters, moved further than a swap
    expect(closestName('ab', ['ac', 'abc'])).toBeUndefined();
    expect(closestName('AB', ['ab'])).toBe('ab');
    expect(closestName('start', ['start'])).toBeUndefined();
  });

  it('picks the nearest, and the first of equally near ones', () => {
    expect(closestName('colapsed', ['collapsible', 'collapsed'])).toBe('collapsed');
    expect(closestName('abcd', ['abce', 'abcf'])).toBe('abce');
    expect(closestName('abcd', ['abcf', 'abce'])).toBe('abcf');
    expect(didYouMean('serach', ['search'])).toBe('did you mean "search"?');
    expect(didYouMean('xyz', ['search'])).toBeUndefined();
  });
});
