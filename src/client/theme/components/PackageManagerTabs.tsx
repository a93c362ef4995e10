/** Install commands for npm, yarn, pnpm and bun, from one command string or one command per manager. */
import { Tabs, Tab } from './Tabs.tsx';
import { CopyableCommand } from './CopyableCommand.tsx';

import { PACKAGE_MANAGERS, commandFor, type PackageManager } from './package-managers.ts';

export { PACKAGE_MANAGERS, commandFor, type PackageManager };

export interface PackageManagerTabsProps {
  command: string | Partial<Record<PackageManager, string>>;
}

export function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const managers = typeof command === 'string' ? PACKAGE_MANAGERS : PACKAGE_MANAGERS.filter((m) => command[m]);
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
