/** Rspress's `<PackageManagerTabs>` commands per package manager (cases ported from Rspress's e2e suite, our own test). */
import { describe, expect, it } from 'vitest';
import { rspressCommands } from '../../src/shared/package-manager-commands.ts';

const managers = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;
const row = (command: string, mode: 'run' | 'dlx' | 'exec') => managers.map((m) => rspressCommands(command, mode)[m]);

describe('PackageManagerTabs commands', () => {
  it('runs a create and an install command in each manager’s words', () => {
    expect(row('create kettle@latest', 'run')).toEqual(['npm create kettle@latest', 'yarn create kettle', 'pnpm create kettle@latest', 'bun create kettle@latest', 'deno init --npm kettle@latest']);
    expect(row('install -D kettle-core', 'run')).toEqual(['npm install -D kettle-core', 'yarn add -D kettle-core', 'pnpm add -D kettle-core', 'bun add -D kettle-core', 'deno add -D npm:kettle-core']);
  });

  it('dlx runs a package without installing it', () => {
    expect(row('kettle-cli --yes', 'dlx')).toEqual(['npx kettle-cli --yes', 'yarn dlx kettle-cli --yes', 'pnpm dlx kettle-cli --yes', 'bunx kettle-cli --yes', 'deno run -A npm:kettle-cli --yes']);
  });

  it('exec runs an installed binary: yarn, pnpm and bun run it by name (no `exec`)', () => {
    expect(row('kettle-cli --yes', 'exec')).toEqual(['npx kettle-cli --yes', 'yarn kettle-cli --yes', 'pnpm kettle-cli --yes', 'bun kettle-cli --yes', 'deno run -A npm:kettle-cli --yes']);
  });
});
