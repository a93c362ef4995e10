/** An error meant for the person running docsite: a precise message, optionally a hint on what to do. */
export class DocsiteError extends Error {
  readonly hint?: string;
  readonly summary?: string;
  constructor(message: string, options: { hint?: string; summary?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DocsiteError';
    this.hint = options.hint;
    this.summary = options.summary;
  }
}
