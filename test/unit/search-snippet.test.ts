/** A search snippet starts and ends at word boundaries, never inside a word or identifier. */
import { describe, expect, it } from 'vitest';
import { makeStatement } from '../../src/client/search/query.ts';

const at = (text: string, word: string) => [{ start: text.indexOf(word), length: word.length }];

describe('search snippets', () => {
  it('start at a word, not inside one (…ge, res: ServerResponse…)', () => {
    const text = 'The middleware receives the request and the response: (req: IncomingMessage, res: ServerResponse, next: () => void). It can end the response or call next to pass control to the one after it in the chain of middlewares.';
    const { statement, highlights } = makeStatement(text, at(text, 'ServerResponse'), 60);
    expect(statement).toBe('…IncomingMessage, res: ServerResponse, next: () => void). It…');
    expect(statement).not.toMatch(/^…[a-z]{1,3}[,:]/);
        // The snippet's words are whole words of the text.
    const words = statement.replace(/…/g, '').split(/[^\w]+/).filter(Boolean);
    const all = new Set(text.split(/[^\w]+/));
    expect(words.filter((w) => !all.has(w))).toEqual([]);
    expect(statement.slice(highlights[0].start, highlights[0].start + highlights[0].length)).toBe('ServerResponse');
  });

  it('after a word too long to go back to its start, starts at the next one', () => {
    const text = 'x '.repeat(30) + 'Supercalifragilisticexpialidociousness target appears here with more words after it for the end of the text.';
    const { statement } = makeStatement(text, at(text, 'target'), 50);
    expect(statement).toMatch(/^…target appears/);
  });

  it('leaves CJK text as it was cut', () => {
    const text = '这是一个很长的中文段落，用来测试搜索结果的摘要是否正确地从合适的位置开始显示，并且包含关键词中间件的说明和更多的文字内容。'.repeat(3);
    const { statement } = makeStatement(text, at(text, '中间件'), 30);
    expect(statement).toContain('中间件');
  });
});
