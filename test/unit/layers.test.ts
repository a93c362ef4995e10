/**
 * The layers of src/ (README, Architecture) hold: dependency-cruiser with .dependency-cruiser.cjs finds no
 * import from a lower layer into a higher one, no run-time cycle, no Node in browser code, and no theme file
 * imported by the runtime; and the same rules do flag such an import when one is written.
 */
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const CRUISER = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

function cruise(cwd: string) {
  const r = spawnSync(process.execPath, [CRUISER, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd, encoding: 'utf8' });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe('layers', () => {
  test('src/ has no back edge, cycle, Node import in browser code or theme import in the runtime', () => {
    const { status, output } = cruise(ROOT);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 120_000);

  test('the rules flag a back edge, a run-time cycle and Node in shared code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-layers-'));
    try {
      copyFileSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true, module: 'nodenext' } }));
      const files: Record<string, string> = {
        'src/node/content/scan.ts': "import { compile } from '../markdown/compile.ts';\nexport const scan = () => compile;\n",
        'src/node/markdown/compile.ts': "export const compile = 1;\n",
        'src/node/pipeline/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'src/node/pipeline/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
        'src/shared/routes.ts': "import { join } from 'node:path';\nexport const r = join;\n",
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), text);
      }
      const { status, output } = cruise(dir);
      expect(status).not.toBe(0);
      expect(output).toContain('layer-content-imports-markdown: src/node/content/scan.ts → src/node/markdown/compile.ts');
      expect(output).toMatch(/no-cycle: src\/node\/pipeline\/[ab]\.ts/);
      expect(output).toMatch(/browser-code-imports-node[\w-]*: src\/shared\/routes\.ts → (node:)?path/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
