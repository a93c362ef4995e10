/**
 * Last-updated dates from git, in one `git log` call for the whole content folder (not one process
 * per file). Files git does not know get no date, so output never depends on when it was built.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
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
