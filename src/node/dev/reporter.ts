/**
 * What the dev server tells the author: errors (site-wide ones, and each page's) and warnings, printed in
 * the terminal once per change and sent to the browsers (the error overlay, the warning box) whenever the
 * set changes. The last good state keeps being served meanwhile; this module only reports.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import pc from 'picocolors';
import { DocsiteError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { DevErrorInfo } from './events.ts';

export function toError(error: unknown): DocsiteError {
  if (error instanceof DocsiteError) return error;
  const e = error as Error;
  return new DocsiteError(e?.message ?? String(error), { cause: error });
}

/** A page's current problems, as the pages module keeps them. */
export interface PageProblems {
  file: string;
  error?: DocsiteError;
  warnings?: string[];
}

export class DevReporter {
  /** Site-wide problems by id: config, plugins, content (scan), site (model), theme (app bundle), template. */
  private siteErrors = new Map<string, DocsiteError>();
  private loggedErrors = new Map<string, string>();
  private publishedErrors = '[]';
  private publishedWarnings = '';
  /** Dead links of the config's nav and sidebars, as last printed. */
  private configLinkWarnings: string[] = [];
  /** `_meta.json` entries that name nothing, as last printed. */
  private sidebarFileWarnings: string[] = [];
  /** Called with errors whenever the set of errors changes. */
  onErrors: (errors: DevErrorInfo[]) => void = () => {};
  /** Called when the set of warnings changed (the browsers show them; `build` fails on dead links). */
  onWarnings: (warnings: string[]) => void = () => {};

  constructor(
    private readonly root: string,
    private readonly logger: Logger,
    /** Every page's current problems. */
    private readonly pages: () => Iterable<PageProblems>,
    /** The config file, to name its errors by. */
    private readonly configFile: () => string | undefined,
  ) {}

  setSiteError(id: string, error: unknown): void {
    this.siteErrors.set(id, toError(error));
  }

  /** Forgets a site-wide error; true when there was one. */
  clearSiteError(id: string): boolean {
    return this.siteErrors.delete(id);
  }

  hasSiteError(id: string): boolean {
    return this.siteErrors.has(id);
  }

  errors(): DevErrorInfo[] {
    const out: DevErrorInfo[] = [];
    // Paths relative to the project, as the author sees them in the editor.
    const short = (m: string) => m.split(this.root + sep).join('');
    const info = (id: string, error: DocsiteError): DevErrorInfo => ({ id, message: short(error.message), ...(error.hint ? { hint: error.hint } : {}) });
    for (const [id, error] of this.siteErrors) {
      const configFile = this.configFile();
      out.push(info(id === 'config' ? (configFile ? relative(this.root, configFile) : 'config') : id, error));
    }
    for (const page of this.pages()) if (page.error) out.push(info(relative(this.root, page.file), page.error));
    return out;
  }

  /** Prints new errors in the terminal (and which were fixed) and tells the browsers when the set changed. */
  publishErrors(): void {
    const errors = this.errors();
    const seen = new Set<string>();
    for (const e of errors) {
      seen.add(e.id);
      if (this.loggedErrors.get(e.id) !== e.message) {
        this.loggedErrors.set(e.id, e.message);
        this.logger.error(e.message + (e.hint ? '\n' + pc.dim(`  → ${e.hint}`) : ''));
      }
    }
    for (const id of [...this.loggedErrors.keys()]) {
      if (!seen.has(id) && !id.startsWith('render:')) {
        this.loggedErrors.delete(id);
        // A page that failed and was then deleted is gone, not fixed.
        const gone = /\.mdx?$/.test(id) && !existsSync(join(this.root, id));
        this.logger.info(pc.green(`✓ ${gone ? 'removed' : 'fixed'}: ${id}`));
      }
    }
    const text = JSON.stringify(errors);
    if (text !== this.publishedErrors) {
      this.publishedErrors = text;
      this.onErrors(errors);
    }
  }

  /** Prints an error that is not kept (a render failure: the response shows it), once per message. */
  logError(id: string, error: DocsiteError): void {
    if (this.loggedErrors.get(id) === error.message) return;
    this.loggedErrors.set(id, error.message);
    this.logger.error(error.message + (error.hint ? '\n' + pc.dim(`  → ${error.hint}`) : ''));
  }

  /** The dead links of the config's nav and sidebars (from the site model): printed when they change. */
  setConfigLinkWarnings(problems: string[]): void {
    if (problems.length && problems.join('\n') !== this.configLinkWarnings.join('\n')) this.logger.warn(problems.join('\n'));
    this.configLinkWarnings = problems;
    this.publishWarnings();
  }

  /** The `_meta.json` entries that name no page or folder (from the site model): each printed when the list changes. */
  setSidebarFileWarnings(lines: string[]): void {
    if (lines.join('\n') !== this.sidebarFileWarnings.join('\n')) for (const line of lines) if (!this.sidebarFileWarnings.includes(line)) this.logger.warn(line);
    this.sidebarFileWarnings = lines;
    this.publishWarnings();
  }

  /** Prints a page's warnings when they differ from what was printed for it before. */
  logPageWarnings(lines: string[], before: string[] | undefined): void {
    if (lines.join('\n') !== (before ?? []).join('\n')) for (const line of lines) this.logger.warn(line);
  }

  warnings(): string[] {
    return [...this.configLinkWarnings, ...this.sidebarFileWarnings, ...[...this.pages()].flatMap((page) => page.warnings ?? [])];
  }

  /** Tells the browsers when the set of warnings changed. */
  publishWarnings(): void {
    const warnings = this.warnings();
    const text = warnings.join('\n');
    if (text === this.publishedWarnings) return;
    this.publishedWarnings = text;
    this.onWarnings(warnings);
  }
}
