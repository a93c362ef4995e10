/** Install commands for npm, yarn, pnpm and bun, from one command string or one command per manager. */
import { Tabs, Tab } from './Tabs.tsx';
import { CopyableCommand } from './CopyableCommand.tsx';

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** `add x -D` → `yarn add x -D`; `install x` becomes `add x` for yarn and bun (a bare `install` stays). */
export function commandFor(manager: PackageManager, command: string): string {
  let cmd = command.trim();
  if ((manager === 'yarn' || manager === 'bun') && /^install\s+\S/.test(cmd)) cmd = cmd.replace(/^install/, 'add');
  if (manager === 'yarn' && /^create\s/.test(cmd)) cmd = cmd.replace(/@latest\b/, '');
  return `${manager} ${cmd}`;
}

export interface PackageManagerTabsProps {
  command: string | Partial<Record<PackageManager, string>>;
}

export function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const managers = typeof command === 'string' ? [...PACKAGE_MANAGERS] : PACKAGE_MANAGERS.filter((m) => command[m]);
  return (
    <Tabs groupId="package.manager">
      {managers.map((manager) => (
        <Tab key={manager} label={manager} value={manager}>
          <CopyableCommand command={typeof command === 'string' ? commandFor(manager, command) : command[manager]!} />
        </Tab>
      ))}
    </Tabs>
  );
}
