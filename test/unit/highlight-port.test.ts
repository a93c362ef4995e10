import { afterAll, describe, expect, it, vi } from 'vitest';
import { MessageChannel } from 'node:worker_threads';

// Two instances of the highlighter module stand for the main thread (serving) and a compile worker (asking).
const server = await import('../../src/node/markdown/highlighter.ts');
vi.resetModules();
const client = await import('../../src/node/markdown/highlighter.ts');
expect(client).not.toBe(server);

const { port1, port2 } = new MessageChannel();
const messages: unknown[] = [];
port1.on('message', (message) => messages.push(message));
server.configureHighlighter({ langs: ['ts', 'bash', 'js'] });
server.serveHighlights(port1);
client.highlightThrough(port2);
afterAll(() => {
  port1.close();
  port2.close();
});

const blocks = [
  { code: 'const answer: number = 42;\n', lang: 'ts', meta: '' },
  { code: 'npm run build\n', lang: 'bash', meta: 'title="terminal"' },
  { code: 'a\nb // [!code ++]\nc\n', lang: 'js', meta: '{1}' },
  { code: 'plain words\n', lang: 'no-such-language', meta: '' },
];

describe('highlighting through a port (compile workers ask the main thread)', () => {
  it('answers with the same HTML the serving thread makes, one message for the blocks asked for together', async () => {
    const asked = await Promise.all(blocks.map((block) => client.highlightCode(block)));
    const local = await Promise.all(blocks.map((block) => server.highlightCode(block)));
    expect(asked).toEqual(local);
    expect(asked[0]).toContain('<pre class="shiki');
    expect(asked[2]).toContain('highlighted');
    expect(asked[2]).toContain('diff add');
    expect(messages).toHaveLength(1);
    expect((messages[0] as { requests: unknown[] }).requests).toHaveLength(blocks.length);
  });

  it('asks once for a block it has seen, and the colour classes are collected where the highlighting happens', async () => {
    const before = messages.length;
    await client.highlightCode(blocks[0]);
    expect(messages.length).toBe(before);
    expect(server.collectedCodeCss()).toMatch(/\.sk-[\w-]+\s*\{/);
    expect(client.collectedCodeCss()).toBe('');
  });
});

describe('prefetchHighlights (the main thread highlights blocks before their page asks)', () => {
  it('answers a request that arrives meanwhile before it goes on', async () => {
    const ahead = Array.from({ length: 40 }, (_, i) => ({ code: `export const value${i} = ${i} * 2;\n`, lang: 'ts', meta: '' }));
    let prefetchDone = false;
    const prefetch = server.prefetchHighlights(ahead).then(() => (prefetchDone = true));
    const html = await client.highlightCode({ code: 'echo asked meanwhile\n', lang: 'bash', meta: '' });
    expect(html).toContain('asked');
    expect(prefetchDone).toBe(false);
    await prefetch;
    expect(await client.highlightCode(ahead[39])).toContain('value39');
  });
});

describe('configureHighlighter', () => {
  it('keeps the highlighter for the same settings, and loads languages again into a new one', async () => {
    vi.resetModules();
    const highlighter = await import('../../src/node/markdown/highlighter.ts');
    const block = { code: 'let x = 1;\n', lang: 'ts', meta: '' };
    highlighter.configureHighlighter({});
    const first = await highlighter.highlightCode(block);
    highlighter.configureHighlighter({});
    expect(await highlighter.highlightCode(block)).toBe(first);
    highlighter.configureHighlighter({ themes: { light: 'github-light', dark: 'github-dark' } });
    const other = await highlighter.highlightCode(block);
    expect(other).toContain('<span');
    expect(other).toContain('github-light');
    expect(other).not.toBe(first);
  });
});
