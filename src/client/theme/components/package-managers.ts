/** The package managers PackageManagerTabs shows, and how one command reads for each (no React here). */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** `add x -D` → `yarn add x -D`; `install x` becomes `add x` for yarn and bun (a bare `install` stays). */
export function commandFor(manager: PackageManager, command: string): string {
  let cmd = command.trim();
  if ((manager === 'yarn' || manager === 'bun') && /^install\s+\S/.test(cmd)) cmd = cmd.replace(/^install/, 'add');
  if (manager === 'yarn' && /^create\s/.test(cmd)) cmd = cmd.replace(/@latest\b/, '');
  return `${manager} ${cmd}`;
}

