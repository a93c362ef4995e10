/** Install commands for npm, yarn, pnpm and bun, from one command string or one command per manager. */
import { Tabs, Tab } from './Tabs.tsx';
import { CopyableCommand } from './CopyableCommand.tsx';

import { PACKAGE_MANAGERS, commandFor, type PackageManager } from '../../../shared/package-manager-commands.ts';

export { PACKAGE_MANAGERS, commandFor, type PackageManager };

export interface PackageManagerTabsProps {
  command: string | Partial<Record<PackageManager, string>>;
  /** Each command's highlighted HTML, added by the build when the commands are written as literals. */
  highlighted?: Record<string, string>;
}

export function PackageManagerTabs({ command, highlighted }: PackageManagerTabsProps) {
  const managers = typeof command === 'string' ? PACKAGE_MANAGERS : PACKAGE_MANAGERS.filter((m) => command[m]);
  return (
    <Tabs groupId="package.manager">
      {managers.map((manager) => {
        const text = typeof command === 'string' ? commandFor(manager, command) : command[manager]!;
        return (
          <Tab key={manager} label={manager} value={manager}>
            <CopyableCommand command={text} html={highlighted?.[text]} />
          </Tab>
        );
      })}
    </Tabs>
  );
}
