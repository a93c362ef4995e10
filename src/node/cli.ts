/** The `docsite` command line: build, dev and preview. Exit code 0 on success, 1 on any error. */
import { Command, InvalidArgumentError } from 'commander';
import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import pc from 'picocolors';
import { createLogger } from './logger.ts';
import { DocsiteError } from './errors.ts';
import { PACKAGE_ROOT } from './package-root.ts';

const logger = createLogger();
// Output piped into a reader that stops early (`docsite build | head`) is not an error: the command
// goes on (a build still finishes, cleans up and swaps its output in) without printing.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
});
const version = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).version as string;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number (0–65535)');
  return port;
}

/** A root that is not a folder is refused before anything is created in it. */
function parseRoot(value: string): string {
  let folder = false;
  try {
    folder = statSync(value).isDirectory();
  } catch {
    throw new InvalidArgumentError(`no such folder: ${value}`);
  }
  if (!folder) throw new InvalidArgumentError(`not a folder: ${value}`);
  return value;
}

/** Prints an error the way a reader needs it: what failed, where, and what to do; then exits 1. */
export function fail(error: unknown, what: string): never {
  if (error instanceof DocsiteError) {
    const [first, ...rest] = error.message.split('\n');
    console.error(pc.red(`✗ ${what} failed: ${error.summary ?? first}`));
    // With a summary the whole message follows it; without, the lines after the one already printed.
    if (error.summary) console.error(error.message);
    else if (rest.length) console.error(rest.join('\n'));
    if (error.hint) console.error(pc.dim(`  → ${error.hint}`));
  } else {
    const e = error as Error;
    console.error(pc.red(`✗ ${what} failed: ${e?.message ?? String(error)}`));
    if (process.env.DEBUG && e?.stack) console.error(e.stack);
  }
  process.exit(1);
}

const program = new Command();
program.name('docsite').description('A fast static-site generator for bilingual documentation').version(version, '-v, --version');

program
  .command('build')
  .description('build the site into a folder of static files')
  .argument('[root]', 'project folder, or a folder of Markdown files', parseRoot, '.')
  .option('-o, --out-dir <dir>', 'output folder (default: dist, or outDir from the config)')
  .option('--base <path>', 'URL prefix the site is served under (over base in the config), e.g. /docs/')
  .option('--no-cache', 'ignore the on-disk compile cache')
  .option('--precompress', 'also write .br and .gz files beside the text files (as precompress: true in the config)')
  .option('-q, --quiet', 'print only errors and the summary')
  .option('--no-check-dead-links', 'do not look for dead links (as markdown.checkDeadLinks: false in the config)')
  .action(async (root: string, opts: { outDir?: string; base?: string; cache: boolean; precompress?: boolean; quiet?: boolean; checkDeadLinks: boolean }) => {
    const started = performance.now();
    const { progressFor, folderSize, formatBytes, plural } = await import('./pipeline/progress.ts');
    const progress = progressFor(process.stdout, !!opts.quiet);
    try {
      // Started before the build's own modules load, so the workers load theirs on the other cores meanwhile.
      // Not when the last build compiled almost nothing (a build after no change): see expectsCompileWork.
      const { startCompileWorkers, defaultCompileWorkerCount, expectsCompileWork } = await import('./pipeline/compile-workers.ts');
      const { zeroConfigCacheDir } = await import('./pipeline/cache-dir.ts');
      const early = !opts.cache || expectsCompileWork([join(resolve(root), '.docsite-cache'), zeroConfigCacheDir()]);
      const compileWorkers = early ? startCompileWorkers(defaultCompileWorkerCount()) : undefined;
      const { buildSite } = await import('./pipeline/build.ts');
      const result = await buildSite({ root, outDir: opts.outDir, base: opts.base, logger: createLogger({ quiet: opts.quiet }), noCache: !opts.cache, precompress: opts.precompress, ownsProcess: true, compileWorkers, progress, deadLinks: opts.checkDeadLinks ? undefined : 'off' });
      if (!opts.quiet) for (const warning of result.warnings) logger.warn(warning);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      const out = relative(process.cwd(), result.outDir) || '.';
      const warned = opts.quiet && result.warnings.length ? `, ${result.warnings.length} warning${result.warnings.length > 1 ? 's' : ''}` : '';
      logger.success(`built ${plural(result.pages, 'page')} (${result.langs.join(', ')}) into ${out}/: ${formatBytes(folderSize(result.outDir))} in ${seconds}s${warned}`);
      if (process.env.DOCSITE_TIMINGS) console.log(JSON.stringify({ ...result.timings, earlyCompileWorkers: compileWorkers ? 1 + compileWorkers.others.length : 0, compileWorkers: result.compileWorkers, renderWorkers: result.renderWorkers }));
      // The pre-rendering React build holds a MessageChannel open; nothing else is pending.
      process.exit(0);
    } catch (error) {
      progress.stop();
      fail(error, 'build');
    }
  });

const serverOptions = (cmd: Command) =>
  cmd
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('--host [host]', 'listen on a network address (all addresses without a value)')
    .option('--strict-port', 'fail instead of moving to the next free port when the port is taken')
    .option('--open', 'open the site in the browser');

serverOptions(
  program
    .command('dev')
    .description('serve the site with live reload while you write')
    .argument('[root]', 'project folder, or a folder of Markdown files', parseRoot, '.')
    .option('--base <path>', 'URL prefix to serve the site under (over base in the config), e.g. /docs/'),
).action(async (root: string, opts) => {
  try {
    const { startDevServer } = await import('./dev/server.ts');
    await startDevServer({ root, logger, ...opts });
  } catch (error) {
    fail(error, 'dev server');
  }
});

serverOptions(
  program
    .command('preview')
    .description('serve the built site as a production host would')
    .argument('[root]', 'project folder', parseRoot, '.')
    .option('-o, --out-dir <dir>', 'folder to serve (default: dist)')
    .option('--base <path>', 'URL prefix the site was built for (over base in the config)'),
).action(async (root: string, opts) => {
  try {
    const { startPreviewServer } = await import('./dev/preview.ts');
    await startPreviewServer({ root, logger, ...opts });
  } catch (error) {
    fail(error, 'preview');
  }
});

program
  .command('init')
  .description('start a docs project: config, a home page and a guide (per language), npm scripts')
  .argument('[dir]', 'folder to create it in', '.')
  .option('--title <title>', 'site title (default: the folder name)')
  .option('--langs <codes>', 'one or two language codes, the first the default (default: en)')
  .option('-y, --yes', 'ask nothing: use the options and defaults')
  .action(async (dir: string, opts: { title?: string; langs?: string; yes?: boolean }) => {
    try {
      const { initProject, defaultAnswers, parseLangs } = await import('./init/init.ts');
      const defaults = defaultAnswers(dir);
      if (opts.title) defaults.description = defaults.description.replace(defaults.title, opts.title);
      let answers = { ...defaults, title: opts.title ?? defaults.title, langs: opts.langs ? parseLangs(opts.langs) : defaults.langs };
      // Off a terminal (CI, a pipe) nothing is asked.
      if (process.stdin.isTTY && process.stdout.isTTY && !opts.yes && !(opts.title && opts.langs)) answers = await (await import('./init/prompt.ts')).askAnswers(answers);
      const result = initProject(dir, answers);
      const where = relative(process.cwd(), result.dir);
      logger.success(`docs project created${where ? ` in ${where}` : ''} (${answers.langs.join(', ')}): ${result.written.join(', ')}`);
      let installed = true;
      try {
        createRequire(join(result.dir, 'package.json')).resolve('docsite/package.json');
      } catch {
        installed = false;
      }
      const dev = Object.keys(result.scripts).find((name) => name.endsWith('dev')) ?? 'dev';
      const steps = [where && `cd ${where}`, !installed && 'npm install --save-dev docsite', `npm run ${dev}`].filter(Boolean);
      logger.info(`next:\n${steps.map((step) => `  ${step}`).join('\n')}`);
    } catch (error) {
      fail(error, 'init');
    }
  });

program.parseAsync().catch((error) => fail(error, 'docsite'));
