/** The scanner's rule for README files (content/readme-index.ts): a folder's index unless another page claims the folder's route. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { scanPages } from '../../src/node/content/scan.ts';
import { readmeIndexRoutes, readmeTarget } from '../../src/node/content/readme-index.ts';

function folder(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-readme-scan-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '# Page\n');
  }
  return dir;
}
const routes = (dir: string, options: Partial<Parameters<typeof scanPages>[0]> = {}) =>
  scanPages({ contentDir: dir, langs: [], defaultLang: 'en', exclude: [], ...options })
    .map((p) => p.routePath)
    .sort();

describe('README files', () => {
  it('are their folder’s index in any case of the name, .md or .mdx; index.md, index.tsx or a page named after the folder keep the route', () => {
    const dir = folder(['README.md', 'a/readme.md', 'b/Readme.mdx', 'c/index.md', 'c/README.md', 'd.md', 'd/README.md', 'e/README.mdx', 'e/x.md']);
    writeFileSync(join(dir, 'f.tsx'), 'export default function F() { return null; }\n');
    mkdirSync(join(dir, 'f'));
    writeFileSync(join(dir, 'f', 'README.md'), '# F\n');
    expect(routes(dir)).toEqual(['/', '/a/', '/b/', '/c/', '/c/README', '/d', '/d/README', '/e/', '/e/x', '/f', '/f/README']);
  });

  it('two READMEs of one folder are one route: an error naming both', () => {
    const dir = folder(['x/README.md', 'x/readme.mdx']);
    expect(() => routes(dir)).toThrow(/x\/README\.md and x\/readme\.mdx both map to the route \/x\//);
  });

  it('are read per language and version folder; an excluded index leaves the folder to its README', () => {
    const dir = folder(['v1/en/README.md', 'v1/zh/README.md', 'v1/zh/g/README.md', 'v2/en/index.md', 'v2/en/README.md', 'v2/zh/g/index.md', 'v2/zh/g/README.md']);
    expect(routes(dir, { langs: ['en', 'zh'], versions: ['v1', 'v2'], defaultVersion: 'v2' })).toEqual(['/', '/README', '/v1/', '/v1/zh/', '/v1/zh/g/', '/zh/g/', '/zh/g/README']);
    expect(routes(dir, { langs: ['en', 'zh'], versions: ['v1', 'v2'], defaultVersion: 'v2', exclude: ['**/index.md'] })).toEqual(['/', '/v1/', '/v1/zh/', '/v1/zh/g/', '/zh/g/']);
  });

  it('a link to a README index names its folder, with its hash or query', () => {
    const dir = folder(['README.md', 'ref/README.md', 'both/index.md', 'both/README.md']);
    const readmes = new Set(readmeIndexRoutes(scanPages({ contentDir: dir, langs: [], defaultLang: 'en', exclude: [] })));
    expect([...readmes]).toEqual(['/README', '/ref/README']);
    expect(readmeTarget('/ref/README#options', readmes)).toBe('/ref/#options');
    expect(readmeTarget('/README?x=1', readmes)).toBe('/?x=1');
    expect(readmeTarget('/both/README', readmes)).toBe('/both/README');
    expect(readmeTarget('/ref/readme', readmes)).toBe('/ref/readme');
  });
});
