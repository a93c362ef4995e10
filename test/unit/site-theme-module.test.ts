/** docsite:site-theme, the module the shell takes its components from, and the config's themeDir. */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { createRequire } from 'node:module';
import { siteThemeModule } from '../../src/node/pipeline/site-theme-module.ts';
import { exportOriginsWith } from '../../src/node/pipeline/theme-imports.ts';
import { resolveProject, type Project } from '../../src/node/pipeline/project.ts';
import { CLIENT_DIR } from '../../src/node/package-root.ts';
import { siteConfigSchema } from '../../src/shared/config-schema.ts';
import type { ResolveImport } from '../../src/node/pipeline/theme-imports.ts';

const require = createRequire(import.meta.url);
const resolve: ResolveImport = async (specifier, fromDir) => {
  if (specifier === 'docsite/theme') return join(CLIENT_DIR, 'theme', 'index.ts');
  if (specifier === 'docsite/theme/on-demand') return join(CLIENT_DIR, 'theme', 'on-demand.ts');
  if (specifier.startsWith('.')) {
    const path = resolvePath(fromDir, specifier);
    return existsSync(path) ? path : undefined;
  }
  // Virtual modules (docsite:site-data …) are not files: the bundle's resolver gives nothing for them either.
  return specifier.startsWith('docsite:') ? undefined : require.resolve(specifier);
};

function siteTheme(files: Record<string, string>): Project {
  const root = mkdtempSync(join(tmpdir(), 'docsite-site-theme-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return { root, siteThemeEntry: join(root, 'theme', 'index.tsx') } as Project;
}

const THEME = {
  'theme/index.tsx': "export * from 'docsite/theme';\nexport { MyNav as Nav } from './MyNav.tsx';\nexport { SearchModal } from './Search.tsx';\nexport function Wide() { return null; }\n",
  'theme/MyNav.tsx': 'export function MyNav() { return <header />; }\n',
  'theme/Search.tsx': 'export function SearchModal() { return null; }\n',
};

describe('docsite:site-theme', () => {
  it('re-exports the site theme\'s own components from their files and the built-in ones otherwise', async () => {
    const project = siteTheme(THEME);
    const { contents } = await siteThemeModule(project, ['Wide'], exportOriginsWith(resolve));
    expect(contents).toContain(`export { MyNav as Nav } from ${JSON.stringify(join(project.root, 'theme', 'MyNav.tsx'))};`);
    expect(contents).toContain(`export { DocFooter } from ${JSON.stringify(join(CLIENT_DIR, 'theme', 'DocFooter.tsx'))};`);
    expect(contents).toContain(`export { Layout } from ${JSON.stringify(join(CLIENT_DIR, 'theme', 'Layout.tsx'))};`);
    // On-demand components stay on demand: the site's replacement, else the built-in one; components of
    // some pages only are exported when replaced.
    expect(contents).toContain('export const loadSearchModal = () => import("./theme/Search.tsx").then((m) => m.SearchModal);');
    expect(contents).toMatch(/export const loadHomeLayout = \(\) => import\(".*src\/client\/theme\/home\/HomeLayout\.tsx"\)\.then\(\(m\) => m\.HomeLayout\);/);
    expect(contents).not.toMatch(/export \{ (Hero|Features|NotFound) \}/);
    expect(contents).toContain('get "Wide"() { return layout0; }');
    expect(contents).toContain('export const slots = undefined;');
  });

  it('gives the built-in components to a site without a theme', async () => {
    const { contents } = await siteThemeModule({ root: tmpdir() } as Project, [], exportOriginsWith(resolve));
    expect(contents).toContain(`export { Nav } from ${JSON.stringify(join(CLIENT_DIR, 'theme', 'Nav.tsx'))};`);
    expect(contents).toContain('export const layouts = {  };');
  });

  it('fails on a layout the site theme does not export', async () => {
    const result = await siteThemeModule(siteTheme(THEME), ['Narrow'], exportOriginsWith(resolve));
    expect(result.errors?.[0].text).toMatch(/`layout: Narrow` names a component theme\/index\.tsx does not export/);
  });

  it('falls back to reading the namespace of a site theme it cannot follow (a side-effect import)', async () => {
    const project = siteTheme({ ...THEME, 'theme/index.tsx': "import './setup.ts';\n" + THEME['theme/index.tsx'], 'theme/setup.ts': 'globalThis.x = 1;\n' });
    const { contents } = await siteThemeModule(project, [], exportOriginsWith(resolve));
    expect(contents).toContain(`import * as siteTheme from ${JSON.stringify(project.siteThemeEntry)};`);
    expect(contents).toContain('export function Nav(props) { return createElement(siteTheme.Nav ?? builtin1, props); }');
  });
});

describe('themeDir', () => {
  it('takes the site theme from the folder the config names, and says what to do when it has no index', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsite-theme-dir-'));
    mkdirSync(join(root, 'content'));
    mkdirSync(join(root, 'my-theme'));
    const config = siteConfigSchema.parse({ themeDir: 'my-theme' });
    expect(() => resolveProject(root, config, undefined, root)).toThrow(/themeDir: my-theme has no index\.tsx .*create it/);
    writeFileSync(join(root, 'my-theme', 'index.tsx'), "export * from 'docsite/theme';\n");
    writeFileSync(join(root, 'my-theme', 'slots.tsx'), 'export const slots = {};\n');
    const project = resolveProject(root, config, undefined, root);
    expect(project.siteThemeEntry).toBe(join(root, 'my-theme', 'index.tsx'));
    expect(project.siteSlotsEntry).toBe(join(root, 'my-theme', 'slots.tsx'));
  });
});
