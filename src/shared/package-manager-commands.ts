/**
 * How one command reads for each package manager the install tabs show: docsite's PackageManagerTabs
 * (`commandFor`) and Rspress's (`rspressCommands`). Shared: the browser renders the tabs, and the build
 * highlights the same commands (src/node/markdown/plugins/package-manager-tabs.ts).
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** `add x -D` → `yarn add x -D`; `install x` becomes `add x` for yarn and bun (a bare `install` stays). */
export function commandFor(manager: PackageManager, command: string): string {
  let cmd = command.trim();
  if ((manager === 'yarn' || manager === 'bun') && /^install\s+\S/.test(cmd)) cmd = cmd.replace(/^install/, 'add');
  if (manager === 'yarn' && /^create\s/.test(cmd)) cmd = cmd.replace(/@latest\b/, '');
  return `${manager} ${cmd}`;
}

export const RSPRESS_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;
export type RspressManager = (typeof RSPRESS_MANAGERS)[number];

/** `dlx`: run a package without installing it; `exec`: run an installed package's binary; `run`: the command as given. */
export type CommandMode = 'run' | 'dlx' | 'exec';

const RUNNERS: Record<Exclude<CommandMode, 'run'>, Record<RspressManager, string>> = {
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx', deno: 'deno run -A npm:' },
  // As Rspress writes them: yarn, pnpm and bun run an installed binary by its name.
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun', deno: 'deno run -A npm:' },
};

/** Deno installs npm packages with `deno add npm:<name>` and creates projects with `deno init --npm`. */
function denoCommand(command: string): string {
  const [verb, ...rest] = command.trim().split(/\s+/);
  if (verb === 'install' || verb === 'add' || verb === 'i') {
    if (!rest.length) return 'deno install';
    return `deno add ${rest.map((arg) => (arg.startsWith('-') ? arg : `npm:${arg}`)).join(' ')}`;
  }
  // The version stays as written (`rspress@latest`): only yarn's `create` takes none (commandFor).
  if (verb === 'create') return `deno init --npm ${rest.join(' ')}`.trim();
  if (verb === 'run') return `deno task ${rest.join(' ')}`;
  return `deno ${command.trim()}`;
}

export function rspressCommands(command: string | Partial<Record<string, string>>, mode: CommandMode): Partial<Record<RspressManager, string>> {
  const out: Partial<Record<RspressManager, string>> = {};
  for (const manager of RSPRESS_MANAGERS) {
    if (typeof command !== 'string') {
      if (command[manager]) out[manager] = command[manager];
      continue;
    }
    if (mode !== 'run') {
      const runner = RUNNERS[mode][manager];
      out[manager] = runner.endsWith(':') ? runner + command.trim() : `${runner} ${command.trim()}`;
    } else {
      // Rspress's pnpm adds packages with `add` (`pnpm install <pkg>` works too, but reads differently).
      const pnpmAdd = manager === 'pnpm' && /^\s*(?:install|i)\s+\S/.test(command);
      out[manager] = manager === 'deno' ? denoCommand(command) : pnpmAdd ? `pnpm add ${command.trim().replace(/^(?:install|i)\s+/, '')}` : commandFor(manager, command);
    }
  }
  return out;
}
