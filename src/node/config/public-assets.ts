/**
 * The files of public/ that every page's template relies on: the favicon (`icon`) and the nav's logo
 * (`logo`, or its `light` and `dark`). Written as a path from the site's root (`/logo.svg`), each must be
 * in the public folder, or every page ships a broken link: the build fails, naming the config key and the
 * file it looked for, as Rspress's build fails when its template's favicon is missing. URLs (`https:`,
 * `data:`, `//host/x`) are not checked.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { ResolvedSiteConfig } from '../../shared/config-schema.ts';
import { DocsiteError } from '../errors.ts';
import { formatConfigProblems, type ConfigProblem } from './errors.ts';

/** The path of the public folder a root-relative URL names (`/docs/logo.svg` under `base: '/docs/'` too), or undefined for a URL. */
function publicPath(url: string, base: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const path = decodeURIComponent(url.split(/[?#]/)[0]);
  return base !== '/' && path.startsWith(base) ? path.slice(base.length - 1) : path;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Throws when `icon` or `logo` names a file public/ does not hold; `configFile` is the config's path (for the line and column). */
export async function checkPublicAssets(config: ResolvedSiteConfig, publicDir: string, root: string, configFile: string | undefined): Promise<void> {
  const { logo } = config;
  const logos: [PropertyKey[], string | undefined][] = typeof logo === 'object' ? [[['logo', 'light'], logo.light], [['logo', 'dark'], logo.dark]] : [[['logo'], logo]];
  const assets: [PropertyKey[], string | undefined][] = [[['icon'], config.icon], ...logos];
  const problems: ConfigProblem[] = [];
  const missing: string[] = [];
  for (const [path, url] of assets) {
    const file = url && publicPath(url, config.base);
    if (!file || isFile(join(publicDir, file))) continue;
    const shown = relative(root, join(publicDir, file)).split('\\').join('/');
    missing.push(shown);
    problems.push({ path, at: 'value', text: `${JSON.stringify(url)} is not in the public folder: ${shown} does not exist (${path[0] === 'icon' ? "every page's head links to it as the favicon" : "every page's nav shows it"})` });
  }
  if (!problems.length) return;
  const label = configFile ? basename(configFile) : 'site config';
  let source: Parameters<typeof formatConfigProblems>[2];
  if (configFile) {
    const text = readFileSync(configFile, 'utf8');
    const { configKeyLocator } = await import('./key-locations.ts');
    const locate = configKeyLocator(text, configFile);
    source = locate && { text, locate };
  }
  const folder = relative(root, publicDir).split('\\').join('/') || '.';
  throw new DocsiteError(formatConfigProblems(label, problems, source).join('\n'), {
    summary: `missing public file${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
    hint: `add the file${missing.length > 1 ? 's' : ''} to ${folder}/, or write the path of one that is there, or a full URL (https://…)`,
  });
}
