/**
 * Last-updated dates from git, in one `git log` call for the whole content folder (not one process
 * per file). Files git does not know get no date, so output never depends on when it was built.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { intlLocale } from '../../shared/i18n.ts';

export function readGitDates(contentDir: string): Map<string, number> {
  const dates = new Map<string, number>();
  let top: string;
  let log: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', '.'], {
      cwd: contentDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return dates; // not a git checkout, or git missing
  }
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      time = Number(line.slice(1)) * 1000;
    } else if (line) {
      const file = resolve(top, line);
      if (!dates.has(file)) dates.set(file, time); // newest commit comes first
    }
  }
  return dates;
}

// Creating a DateTimeFormat costs about 0.3 ms; a site formats one date per page, twice a model.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats a date in UTC at build time, so server and client print the same string. */
export function formatDate(ms: number, lang: string): string {
  const locale = intlLocale(lang); // the page's language: a Japanese page gets a Japanese date
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(ms);
}

/** Environment variables that move git's repository, objects, refs or config elsewhere than its files say. */
const GIT_LOCATION_ENV = /^GIT_(DIR|WORK_TREE|COMMON_DIR|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|REPLACE_REF_BASE|NO_REPLACE_OBJECTS|GRAFT_FILE|SHALLOW_FILE|NAMESPACE|CONFIG\w*)$/;

/**
 * What `git log` of a folder depends on, read from the repository's files without starting git: the
 * HEAD commit, the shallow boundary and grafts (edits not committed change no date). Undefined when
 * that cannot be known for sure (no repository, an unborn branch, reftable refs, replace refs, git
 * settings from the environment): the caller runs git then.
 */
export function gitHistoryState(dir: string): string | undefined {
  if (Object.keys(process.env).some((name) => GIT_LOCATION_ENV.test(name))) return undefined;
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  let top = resolve(dir);
  let dotGit: string;
  for (;;) {
    dotGit = join(top, '.git');
    if (existsSync(dotGit)) break;
    const parent = dirname(top);
    if (parent === top) return undefined;
    top = parent;
  }
  let gitDir = dotGit;
  if (statSync(dotGit).isFile()) {
    const pointer = /^gitdir: (.+)$/m.exec(read(dotGit) ?? '');
    if (!pointer) return undefined;
    gitDir = resolve(top, pointer[1].trim());
  }
  const common = read(join(gitDir, 'commondir'));
  const commonDir = common ? resolve(gitDir, common.trim()) : gitDir;
  if (existsSync(join(commonDir, 'reftable')) || existsSync(join(commonDir, 'refs', 'replace'))) return undefined;
  const packed = read(join(commonDir, 'packed-refs')) ?? '';
  if (packed.includes(' refs/replace/')) return undefined;
  const head = read(join(gitDir, 'HEAD'))?.trim();
  if (!head) return undefined;
  let commit = head;
  if (head.startsWith('ref: ')) {
    const ref = head.slice('ref: '.length);
    const loose = read(join(gitDir, ref)) ?? read(join(commonDir, ref));
    commit = (loose ?? packed.split('\n').find((line) => line.endsWith(' ' + ref))?.split(' ')[0] ?? '').trim();
  }
  if (!/^[0-9a-f]{40,64}$/.test(commit)) return undefined;
  return JSON.stringify({ top, dir: resolve(dir), commit, shallow: read(join(commonDir, 'shallow')) ?? '', grafts: read(join(commonDir, 'info', 'grafts')) ?? '' });
}

/**
 * `readGitDates`, kept in `cacheDir` under the state of the history it was read from (`gitHistoryState`):
 * a build after no new commit starts no git process.
 */
export function readGitDatesCached(contentDir: string, cacheDir: string | undefined, read = readGitDates): Map<string, number> {
  const state = cacheDir ? gitHistoryState(contentDir) : undefined;
  if (!cacheDir || !state) return read(contentDir);
  const file = join(cacheDir, 'git-dates.json');
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { state: string; dates: [string, number][] };
    if (cached.state === state) return new Map(cached.dates);
  } catch {
    // none yet, or damaged: read from git
  }
  const dates = read(contentDir);
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ state, dates: [...dates] }));
  } catch {
    // a cache that cannot be written: git runs again next time
  }
  return dates;
}
