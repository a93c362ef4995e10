/**
 * `docsite:site-theme`: the module the shell takes its components from. For each shell component it
 * re-exports the site theme's own (an export of the same name from content/_theme/index.tsx, or the
 * config's `themeDir`, defined outside docsite) or else the built-in one, straight from the file that
 * defines it: the shell names them statically, so a site that replaces nothing gets the same bundle as
 * before, and a replaced component's module, not the site theme's whole barrel, joins the shell. The
 * site theme may import the built-in ones from `docsite/theme` to wrap them: the shell reads every
 * binding at render time, so the import cycle (shell → site component → built-in) is harmless.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { OnLoadResult, PartialMessage } from 'esbuild';
import { CLIENT_DIR } from '../package-root.ts';
import type { ExportOrigin } from './theme-imports.ts';
import type { Project } from './project.ts';

/** Components every page's shell renders: always exported (the site's or the built-in one). */
export const SHELL_COMPONENTS = ['Layout', 'Nav', 'Sidebar', 'Outline', 'OutlineMenu', 'DocFooter', 'Footer', 'Announcement', 'SearchButton', 'CodeBlock'] as const;
/** Components of some pages only (home, 404): exported only when the site replaces them; the shell falls back to its own. */
export const REPLACEABLE_COMPONENTS = ['Hero', 'Features', 'NotFound', 'DocLayout'] as const;
/** Rspress's names for some of them: a Rspress site theme's `HomeHero` is the hero (when it exports no `Hero`). */
const RSPRESS_NAMES: Partial<Record<(typeof REPLACEABLE_COMPONENTS)[number], string>> = { Hero: 'HomeHero' };
/** Loaded on demand: a site's replacement is loaded on demand too (`load<Name>`). */
export const ON_DEMAND_COMPONENTS = ['HomeLayout', 'SearchModal'] as const;

export const BUILTIN_THEME_ENTRY = join(CLIENT_DIR, 'theme', 'index.ts');
const BUILTIN_ON_DEMAND_ENTRY = join(CLIENT_DIR, 'theme', 'on-demand.ts');

/** Where each export of a module is defined (theme-imports.ts), undefined when the module cannot be read that way. */
export type OriginsOf = (file: string) => Promise<Map<string, ExportOrigin> | undefined>;

const isBuiltin = (origin: ExportOrigin) => origin.file.startsWith(CLIENT_DIR + sep);

/**
 * `layouts`: the names pages give as `layout:` (the build knows every page's front matter), or 'all' for the
 * dev server, which compiles pages on demand: there every export of the site theme can be a layout.
 */
/** The search button of a site searching with Algolia DocSearch (config `search.provider`), in place of the built-in one. */
const ALGOLIA_SEARCH_BUTTON: ExportOrigin = { file: join(CLIENT_DIR, 'theme', 'search', 'AlgoliaSearchButton.tsx'), name: 'AlgoliaSearchButton' };

/** `docSearch`: the site searches with Algolia DocSearch (its button, unless the site theme has its own). */
export async function siteThemeModule(project: Project, layouts: readonly string[] | 'all', originsOf: OriginsOf, pageFiles: readonly string[] = [], docSearch = false): Promise<OnLoadResult> {
  const barrel = await originsOf(BUILTIN_THEME_ENTRY);
  const onDemand = await originsOf(BUILTIN_ON_DEMAND_ENTRY);
  const builtin = barrel && onDemand && new Map([...barrel, ...onDemand]);
  if (!builtin) return { errors: [{ text: 'docsite: the built-in theme barrel could not be read' }] };
  if (docSearch) builtin.set('SearchButton', ALGOLIA_SEARCH_BUTTON);
  const entry = project.siteThemeEntry;
  const site = entry ? await originsOf(entry) : new Map<string, ExportOrigin>();
  const entryName = entry ? relative(project.root, entry).split(sep).join('/') : '';
  if (!site) return wholeThemeModule(project, entry!, layouts, builtin);
  const own = (name: string) => {
    const origin = site.get(name);
    return origin && !isBuiltin(origin) ? origin : undefined;
  };
  const reexport = (origin: ExportOrigin, as: string) => `export { ${origin.name === as ? as : `${origin.name} as ${as}`} } from ${JSON.stringify(origin.file)};`;
  const lines: string[] = [];
  for (const name of SHELL_COMPONENTS) {
    const origin = own(name) ?? builtin.get(name);
    if (!origin) return { errors: [{ text: `docsite: the built-in theme does not export ${name}` }] };
    if (name === 'Layout' && project.globalUIComponents) lines.push(`import { ${origin.name} as ShellLayout } from ${JSON.stringify(origin.file)};`, ...globalUILayout(project.globalUIComponents));
    else lines.push(reexport(origin, name));
  }
  for (const name of REPLACEABLE_COMPONENTS) {
    const rspressName = RSPRESS_NAMES[name];
    const origin = own(name) ?? (rspressName ? own(rspressName) : undefined);
    if (origin) lines.push(reexport(origin, name));
  }
  for (const name of ON_DEMAND_COMPONENTS) {
    const origin = own(name) ?? builtin.get(name);
    if (!origin) return { errors: [{ text: `docsite: the built-in theme does not export ${name}` }] };
    // A relative specifier: the bundle treats the module as on-demand (it re-exports the shell, see site-bundle-plugin.ts).
    lines.push(`export const load${name} = () => import(${JSON.stringify(relativeSpecifier(project.root, origin.file))}).then((m) => m.${origin.name});`);
  }
  // Layouts pages name in front matter, read when a page renders (a getter: no binding is read while modules load).
  const getters: string[] = [];
  if (layouts === 'all') lines.push(entry ? `import * as siteTheme from ${JSON.stringify(entry)};\nexport const layouts = siteTheme;` : 'export const layouts = {};');
  for (const [i, name] of (layouts === 'all' ? [] : layouts).entries()) {
    const origin = site.get(name) ?? builtin.get(name);
    if (!origin) {
      return {
        errors: [
          {
            text: `front matter \`layout: ${name}\` names a component ${entry ? `${entryName} does not export` : 'of a site theme, and the site has none'}: export one named ${name} from the site theme, or remove \`layout\` (pageType picks the built-in layouts)`,
            location: layoutLine(pageFiles, name),
          },
        ],
      };
    }
    lines.push(`import { ${origin.name} as layout${i} } from ${JSON.stringify(origin.file)};`);
    getters.push(`get ${JSON.stringify(name)}() { return layout${i}; }`);
  }
  if (layouts !== 'all') lines.push(`export const layouts = { ${getters.join(', ')} };`);
  // Shell slots: the `slots` export of slots.tsx beside the site theme, or of the site theme itself.
  if (project.siteSlotsEntry) lines.push(`import * as slotsModule from ${JSON.stringify(project.siteSlotsEntry)};`, 'export const slots = slotsModule.slots;');
  else lines.push('export const slots = undefined;');
  return { contents: lines.join('\n') + '\n', loader: 'js', resolveDir: project.root };
}

/**
 * A site theme whose exports cannot be followed statically (a side-effect import, say): the shell reads
 * its namespace at render time, through small wrappers. It works the same, but the whole site theme
 * (with whatever it re-exports) joins every page's shell.
 */
function wholeThemeModule(project: Project, entry: string, layouts: readonly string[] | 'all', builtin: Map<string, ExportOrigin>): OnLoadResult {
  const lines = ["import { createElement } from 'react';", `import * as siteTheme from ${JSON.stringify(entry)};`];
  for (const [i, name] of [...SHELL_COMPONENTS, ...REPLACEABLE_COMPONENTS].entries()) {
    const origin = builtin.get(name);
    if (!origin) return { errors: [{ text: `docsite: the built-in theme does not export ${name}` }] };
    const rspressName = RSPRESS_NAMES[name as (typeof REPLACEABLE_COMPONENTS)[number]];
    const site = `siteTheme.${name}${rspressName ? ` ?? siteTheme.${rspressName}` : ''}`;
    lines.push(`import { ${origin.name} as builtin${i} } from ${JSON.stringify(origin.file)};`);
    const withGlobalUI = name === 'Layout' && project.globalUIComponents;
    lines.push(`${withGlobalUI ? '' : 'export '}function ${withGlobalUI ? 'ShellLayout' : name}(props) { return createElement(${site} ?? builtin${i}, props); }`);
    if (withGlobalUI) lines.push(...globalUILayout(project.globalUIComponents!));
  }
  // The on-demand components: the site theme's own (already in the shell), else the built-in, loaded on demand.
  for (const name of ON_DEMAND_COMPONENTS) {
    const origin = builtin.get(name);
    if (!origin) return { errors: [{ text: `docsite: the built-in theme does not export ${name}` }] };
    lines.push(`export const load${name} = () => siteTheme.${name} ? Promise.resolve(siteTheme.${name}) : import(${JSON.stringify(origin.file)}).then((m) => m.${origin.name});`);
  }
  lines.push(layouts === 'all' ? 'export const layouts = siteTheme;' : `export const layouts = { ${layouts.map((name) => `get ${JSON.stringify(name)}() { return siteTheme[${JSON.stringify(name)}]; }`).join(', ')} };`);
  lines.push(`import * as slotsModule from ${JSON.stringify(project.siteSlotsEntry ?? entry)};`, 'export const slots = slotsModule.slots;');
  return { contents: lines.join('\n') + '\n', loader: 'js', resolveDir: project.root };
}

const GLOBAL_UI_FILE = join(CLIENT_DIR, 'theme', 'GlobalUIComponents.tsx');

/**
 * The config's `globalUIComponents` (Rspress's key): the shell's `Layout` becomes the layout followed by those
 * components, as Rspress renders them after its Layout. Only a site that has some gets this module code.
 */
function globalUILayout(components: NonNullable<Project['globalUIComponents']>): string[] {
  const lines = ["import { createElement as h, Fragment } from 'react';", `import { GlobalUIComponents } from ${JSON.stringify(GLOBAL_UI_FILE)};`];
  components.forEach(({ module }, i) => lines.push(`import GlobalUI${i} from ${JSON.stringify(module)};`));
  const list = components.map(({ props }, i) => `[GlobalUI${i}, ${JSON.stringify(props ?? {})}]`).join(', ');
  lines.push(`const globalUI = [${list}];`);
  lines.push('export function Layout(props) { return h(Fragment, null, h(ShellLayout, props), h(GlobalUIComponents, { components: globalUI })); }');
  return lines;
}

/** Where a page's front matter names the layout, for the error (the site data has the name alone). */
function layoutLine(pageFiles: readonly string[], name: string): PartialMessage['location'] {
  const pattern = new RegExp(`^layout:\\s*['"]?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*$`, 'm');
  for (const file of pageFiles) {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const match = pattern.exec(source);
    if (!match) continue;
    const line = source.slice(0, match.index).split('\n').length;
    return { file, line, column: 0, lineText: match[0] };
  }
  return null;
}

function relativeSpecifier(fromDir: string, file: string): string {
  const rel = relative(fromDir, file).split(sep).join('/');
  return rel.startsWith('.') ? rel : './' + rel;
}

/**
 * What the module is made from, for the bundle cache: its settings and every file of the site theme's
 * folder (the exports it follows may pass through files the bundle itself never reads).
 */
export function siteThemeKey(project: Project, layouts: readonly string[]): (string | Uint8Array)[] {
  const parts: (string | Uint8Array)[] = [JSON.stringify([project.siteThemeEntry, project.siteSlotsEntry, layouts])];
  if (!project.siteThemeEntry) return parts;
  const dir = dirname(project.siteThemeEntry);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.[cm]?[jt]sx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) parts.push(file, readFileSync(file));
  return parts;
}
