/**
 * Readable React errors from the build. Pages are rendered with React's production build, whose errors are
 * codes ("Minified React error #130; visit …"). A page that fails with one is bundled again on its own with
 * React's development build and rendered once more, in this thread: React's message then says what is wrong
 * ("Element type is invalid: expected a string … but got: undefined"). Only failed builds pay for it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSite, type BundleInput, type BundlePage } from './bundle.ts';
import { PageRenderer, RenderError, type RenderTask } from './page-renderer.ts';

export interface ReactErrorContext {
  /** The build's bundle input, less its pages and output folder. */
  bundle: Omit<BundleInput, 'pages' | 'outDir'>;
  /** The failed page, compiled. */
  page: BundlePage;
  /** How the build rendered it (its module and output file are replaced). */
  task: Omit<RenderTask, 'moduleFile' | 'outputFile'>;
  template: string;
  base: string;
  /** A folder for the throw-away bundle (removed afterwards). */
  tmpDir: string;
}

/** The failure React's development build reports for the page, or undefined when it renders there. */
export async function explainReactError({ bundle, page, task, template, base, tmpDir }: ReactErrorContext): Promise<string | undefined> {
  mkdirSync(tmpDir, { recursive: true });
  const outDir = mkdtempSync(join(tmpDir, 'react-dev-'));
  try {
    const dev = await bundleSite({ ...bundle, pages: [page], outDir, minify: false, reactDevelopment: true });
    writeFileSync(join(outDir, 'static', 'package.json'), '{"type":"module"}');
    const renderer = new PageRenderer({ serverEntry: dev.serverEntry, template, clientEntry: dev.clientEntry, base, compress: false });
    const moduleFile = dev.pageModules.get(page.routePath)!.file;
    try {
      await renderer.renderBatch([{ ...task, moduleFile, outputFile: join(outDir, 'page.html') }]);
    } catch (error) {
      if (error instanceof RenderError) return error.message;
    }
    return undefined;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
