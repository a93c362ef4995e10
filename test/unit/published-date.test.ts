import { describe, expect, it } from 'vitest';
import { formatPublishedDate } from '../../src/shared/published-date.ts';

describe('published dates', () => {
  it('are formatted in each page language, whichever language came first (one formatter per locale)', () => {
    expect(formatPublishedDate('2024-09-10', 'en')).toBe('September 10, 2024');
    expect(formatPublishedDate('2024-09-10', 'zh')).toBe('2024年9月10日');
    expect(formatPublishedDate('2023-01-02', 'en')).toBe('January 2, 2023');
    expect(formatPublishedDate('2023-01-02', 'zh')).toBe('2023年1月2日');
  });
});
