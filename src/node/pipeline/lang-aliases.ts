/**
 * `@<lang>/…` imports (`import Note from '@en/shared/note.mdx'`): the language's pages folder. On a
 * versioned site (pages in `<root>/<version>/<lang>/`) that is the importing page's version's folder:
 * the alias names the default version's, and a plugin sends imports from another version's pages to theirs.
 */
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { pagesDir } from '../content/scan.ts';
import type { Project } from './project.ts';

/** `@<lang>` → the language folder (the default version's on a versioned site). */
export function langAliases(project: Project): Record<string, string> {
  const version = project.ctx.versions?.length ? (project.ctx.defaultVersion ?? '') : '';
  return Object.fromEntries(project.langDirs.map((lang) => ['@' + lang, pagesDir(project.contentDir, version, lang)]));
}

/** On a versioned site, `@<lang>/…` from a page of a version other than the default resolves in that version. */
export function versionedLangImports(project: Project): Plugin | undefined {
  const versions = project.ctx.versions ?? [];
  if (!versions.length || !project.langDirs.length) return undefined;
  const pattern = new RegExp(`^@(${project.langDirs.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/(.*)$`);
  return {
    name: 'docsite:versioned-lang-imports',
    setup(b) {
      b.onResolve({ filter: pattern }, async (args) => {
        // The importing file's folder (a page's compiled module is virtual, but resolves from its source's folder).
        const version = relative(project.contentDir, args.resolveDir || args.importer).split(sep)[0];
        if (!versions.includes(version) || version === project.ctx.defaultVersion) return undefined;
        const [, lang, rest] = pattern.exec(args.path)!;
        const result = await b.resolve('./' + rest, { resolveDir: join(project.contentDir, version, lang), kind: args.kind, importer: args.importer });
        return result.errors.length ? { errors: result.errors } : { path: result.path, namespace: result.namespace, external: result.external, sideEffects: result.sideEffects };
      });
    },
  };
}
