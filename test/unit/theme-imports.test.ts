import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { createRequire } from 'node:module';
import { exportOrigins, rewriteBarrelImports, type ResolveImport } from '../../src/node/pipeline/theme-imports.ts';

const require = createRequire(import.meta.url);

/** A theme folder: a site barrel re-exporting a package barrel, as content/_theme does with docsite/theme. */
function themeFixture(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-barrel-'));
  const files: Record<string, string> = {
    'pkg/index.ts': "export { Tabs, Tab } from './Tabs.tsx';\nexport { Steps as StepList } from './Small.tsx';\nexport * from './hooks.ts';\n",
    'pkg/Tabs.tsx': 'export function Tabs() { return <div />; }\nexport const Tab = () => null;\n',
    'pkg/Small.tsx': 'export function Steps() { return <ol />; }\n',
    'pkg/hooks.ts': 'export const useThing = (): number => 1;\nexport default 42;\n',
    'site/index.tsx': "import { Tabs } from 'pkg';\nimport data from './data.ts';\nexport * from 'pkg';\nexport { data };\nexport function Graph() { return <Tabs />; }\n",
    'site/data.ts': 'export default { a: 1 };\n',
    ...extra,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const resolve: ResolveImport = async (specifier, fromDir) =>
    specifier === 'pkg' ? join(dir, 'pkg/index.ts') : specifier.startsWith('.') ? resolvePath(fromDir, specifier) : require.resolve(specifier);
  return { dir, resolve };
}

describe('@theme imports', () => {
  it('finds the module that defines each export, through export lists, export * and re-exported imports', async () => {
    const { dir, resolve } = themeFixture();
    const origins = (await exportOrigins(join(dir, 'site/index.tsx'), resolve))!;
    expect(origins.get('Tabs')).toEqual({ file: join(dir, 'pkg/Tabs.tsx'), name: 'Tabs' });
    expect(origins.get('StepList')).toEqual({ file: join(dir, 'pkg/Small.tsx'), name: 'Steps' });
    expect(origins.get('useThing')).toEqual({ file: join(dir, 'pkg/hooks.ts'), name: 'useThing' });
    expect(origins.get('data')).toEqual({ file: join(dir, 'site/data.ts'), name: 'default' });
    expect(origins.get('Graph')).toEqual({ file: join(dir, 'site/index.tsx'), name: 'Graph' });
    expect(origins.has('default')).toBe(false); // export * never re-exports a default
  });

  it('rewrites named imports of the barrel, and leaves other shapes and unknown names alone', async () => {
    const { dir, resolve } = themeFixture();
    const origins = (await exportOrigins(join(dir, 'site/index.tsx'), resolve))!;
    const page = [
      "import { Tabs, StepList as S, Tab } from '@theme';",
      "import * as Theme from '@theme';",
      "import { Missing } from '@theme';",
      "const x = '@theme';",
    ].join('\n');
    const out = await rewriteBarrelImports(page, '@theme', origins);
    expect(out.split('\n')).toEqual([
      `import { Tabs, Tab } from ${JSON.stringify(join(dir, 'pkg/Tabs.tsx'))};`,
      `import { Steps as S } from ${JSON.stringify(join(dir, 'pkg/Small.tsx'))};`,
      "import * as Theme from '@theme';",
      "import { Missing } from '@theme';",
      "const x = '@theme';",
    ]);
  });

  it('does not skip a barrel that imports something for its side effects', async () => {
    const { dir, resolve } = themeFixture({ 'site/index.tsx': "import './styles.ts';\nexport * from 'pkg';\n", 'site/styles.ts': 'globalThis.x = 1;\n' });
    expect(await exportOrigins(join(dir, 'site/index.tsx'), resolve)).toBeUndefined();
  });
});
