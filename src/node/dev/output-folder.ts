/** The dev server's own output folder (bundles it serves and imports for server rendering), one per process. */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Removes output folders left by dev servers that are no longer running. */
function removeStaleOutputs(parent: string): void {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

/** `<cache>/dev/<pid>/`, empty, after removing those of dev servers that are gone. */
export function createOutputFolder(cacheDir: string): string {
  const parent = join(cacheDir, 'dev');
  removeStaleOutputs(parent);
  const outDir = join(parent, String(process.pid));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // The server entry and page modules are ES modules that Node imports for server rendering.
  writeFileSync(join(outDir, 'package.json'), '{"type":"module"}');
  return outDir;
}
