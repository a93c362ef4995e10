/**
 * Which files the dev server watches, and what a change of one means: the config, docsite's template, the
 * theme (the app bundle), public files, folders (pages added or removed), the files the site model reads
 * (_meta.json, _nav.json, i18n.json, SUMMARY.md), or content: a page, or a file pages use.
 */
import { basename, dirname, join, sep } from 'node:path';
import { CONFIG_FILES } from '../config/load.ts';
import { CLIENT_DIR, PACKAGE_ROOT } from '../package-root.ts';
import type { Project } from '../pipeline/project.ts';
import type { PluginPage } from '../plugins/driver.ts';

type ChangeKind = 'config' | 'template' | 'theme' | 'public' | 'folder' | 'model-data' | 'content';

/** What tells changes apart: the site as the dev server has it now. */
export interface WatchedSite {
  root: string;
  project?: Project;
  /** Files the config is made of (it and the local modules it imports). */
  configInputs: ReadonlySet<string>;
  /** Pages plugins added (their files outside the content folder are watched). */
  addedPages: readonly PluginPage[];
  /** Files pages include from anywhere (watched as they are found). */
  includedFiles: ReadonlySet<string>;
  /** Source files of the app bundle (theme, runtime, site theme …). */
  appInputs?: ReadonlySet<string>;
}

/** The files the model reads besides pages: a change re-makes every page's data. */
const MODEL_FILES = ['_meta.json', '_nav.json', 'i18n.json', 'SUMMARY.md'];

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + sep);

/** Folders and files to watch. */
export function watchPaths(site: WatchedSite): string[] {
  const paths = new Set<string>(CONFIG_FILES.map((f) => join(site.root, f)));
  // docsite's own theme and templates (edited when working on docsite itself). The integration
  // tests turn this off, so that work on the theme going on beside them cannot disturb them.
  if (!process.env.DOCSITE_DEV_IGNORE_PACKAGE) for (const dir of [join(PACKAGE_ROOT, 'templates'), join(CLIENT_DIR, 'theme'), join(CLIENT_DIR, 'runtime')]) paths.add(dir);
  for (const file of site.configInputs) paths.add(file);
  for (const file of site.includedFiles) paths.add(file);
  // Pages plugins added from files outside the content folder: an edit recompiles them as any page's does.
  for (const { page } of site.addedPages) if ('filepath' in page) paths.add(page.filepath);
  paths.add(site.project ? site.project.contentDir : join(site.root, 'content'));
  // A site theme may live outside the content folder (the config's themeDir).
  if (site.project?.siteThemeEntry) paths.add(dirname(site.project.siteThemeEntry));
  return [...paths];
}

/** What a change of `file` (chokidar's `event`) is; undefined when nothing but the config matters yet (no project). */
function classifyChange(file: string, event: string, site: WatchedSite): ChangeKind | undefined {
  if ((dirname(file) === site.root && CONFIG_FILES.includes(basename(file))) || site.configInputs.has(file)) return 'config';
  const { project } = site;
  if (!project) return undefined;
  if (inside(file, join(PACKAGE_ROOT, 'templates'))) return 'template';
  if (
    inside(file, join(CLIENT_DIR, 'theme')) ||
    inside(file, join(CLIENT_DIR, 'runtime')) ||
    inside(file, join(project.contentDir, '_theme')) ||
    (project.siteThemeEntry && inside(file, dirname(project.siteThemeEntry))) ||
    site.appInputs?.has(file)
  )
    return 'theme';
  if (inside(file, project.publicDir)) return 'public';
  if (event === 'addDir' || event === 'unlinkDir') return 'folder';
  if (MODEL_FILES.includes(basename(file))) return 'model-data';
  return 'content';
}

/**
 * The dev server's cached steps a change can make stale: each is made again when next needed (or, for
 * the config and the page list, right away: the rest depends on them).
 *
 * - `config`: the config is read again (then applyConfig drops what its new settings change: compiled
 *   pages when their compile inputs changed, the app when its site data or aliases changed);
 * - `page-list`: the content folder is scanned again (pages came or went: the model, search and every
 *   page's dead links follow);
 * - `template`, `compile-settings` (they list public/'s `.html` files), `app` (the theme), `model`
 *   (the files the model reads): that one step;
 * - `page`: the changed page compiles again, or the pages that include the file compile again and the
 *   pages that bundle it are bundled again (DevPages decides which, by what each page's last build read).
 */
type StaleStep = 'config' | 'page-list' | 'template' | 'compile-settings' | 'app' | 'model' | 'page';

/** Change kind → the steps it makes stale. */
const STALE_STEPS: Readonly<Record<ChangeKind, readonly StaleStep[]>> = {
  config: ['config'],
  // A config may depend on which files exist: a folder added or removed reads it again too.
  folder: ['config', 'page-list'],
  template: ['template'],
  public: ['compile-settings'],
  theme: ['app'],
  'model-data': ['model'],
  content: ['page'],
};

/** A batch of changes as the steps they make stale, and the files whose pages (or users) are stale. */
export function staleSteps(changes: ReadonlyMap<string, string>, site: WatchedSite): { steps: Set<StaleStep>; files: string[] } {
  const steps = new Set<StaleStep>();
  const files: string[] = [];
  for (const [file, event] of changes) {
    const kind = classifyChange(file, event, site);
    if (!kind) continue;
    for (const step of STALE_STEPS[kind]) steps.add(step);
    if (kind === 'content') files.push(file);
  }
  return { steps, files };
}
