/**
 * `build` and `dev` bundle with one esbuild working folder, the pages' folder (bundle-options.ts): a dev
 * page module is named the same whichever folder holds the config, as the build's are, and a bundling
 * error names the page from the shell's folder, as the build's do.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { resolveConfig } from '../../src/node/config/load.ts';
import { resolveProject, type Project } from '../../src/node/pipeline/project.ts';
import { browserBundleOptions, bundleWorkingDir } from '../../src/node/pipeline/bundle-options.ts';
import { bundlePage } from '../../src/node/dev/page-bundle.ts';
import type { ClientSiteData } from '../../src/shared/page-data.ts';

const dir = mkdtempSync(join(tmpdir(), 'docsite-workdir-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One pages folder; project `a` holds it, project `b` (elsewhere) names it in its config.
const content = join(dir, 'a', 'content');
mkdirSync(join(content, 'guide'), { recursive: true });
mkdirSync(join(dir, 'b', 'docs'), { recursive: true });
writeFileSync(join(content, 'guide', 'Badge.jsx'), 'export default function Badge() { return <b>badge</b>; }\n');
const pageFile = join(content, 'guide', 'a.mdx');
writeFileSync(pageFile, '# A\n');

const projectA = resolveProject(join(dir, 'a'), resolveConfig({ title: 'T' }).config);
const projectB = resolveProject(join(dir, 'b'), resolveConfig({ title: 'T', root: '../a/content' }).config);
const siteData = { base: '/', defaultLang: 'en', langs: ['en'], cleanUrls: false, multiVersion: { versions: [], default: '' } } as unknown as ClientSiteData;

function devPage(project: Project, code: string, outDir: string) {
  return bundlePage({ project, routePath: '/guide/a', file: pageFile, code, outDir, siteData, shared: new Map(), compileFragment: async () => '' });
}

describe('one esbuild working folder for build and dev', () => {
  test('both projects have the same pages folder, and bundle in it', () => {
    expect(projectA.root).not.toBe(projectB.root);
    expect(projectB.contentDir).toBe(projectA.contentDir);
    expect(browserBundleOptions(projectB).absWorkingDir).toBe(content);
    expect(bundleWorkingDir(projectA)).toBe(content);
  });

  test("dev names a page's module the same whichever folder holds the config", async () => {
    const code = "import Badge from './Badge.jsx';\nexport default function Page() { return <Badge />; }\n";
    const a = await devPage(projectA, code, join(dir, 'out-a'));
    const b = await devPage(projectB, code, join(dir, 'out-b'));
    expect(basename(a.file)).toMatch(/^guide_a-[\w-]+\.js$/);
    expect(basename(b.file)).toBe(basename(a.file));
    expect(a.deps).toContain(join(content, 'guide', 'Badge.jsx'));
  });

  test("dev's bundling error names the page from the shell's folder, as the build's does", async () => {
    const code = "import Missing from './missing.jsx';\nexport default function Page() { return <Missing />; }\n";
    writeFileSync(pageFile, code);
    const error = await devPage(projectB, code, join(dir, 'out-err')).then(() => undefined, (e: Error) => e);
    expect(error?.message).toContain(`${relative(process.cwd(), pageFile)}:1:21: Could not resolve "./missing.jsx"`);
  });
});
