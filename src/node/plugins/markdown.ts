/**
 * The user's remark and rehype plugins (the config's `markdown.remarkPlugins` / `rehypePlugins` and
 * those of its plugins), for the compiler in whichever thread it runs. They are functions, so they
 * cannot travel with a page to a compile worker: a page's input names them by the fingerprint of the
 * config's code (`PluginsRef`), and a worker that has not loaded that config yet loads it itself, as
 * the main thread did (same code, same plugins; a config edited meanwhile is an error, not a mix):
 * `markdownExtensions` in config/load.ts.
 */
import type { ResolvedSiteConfig, UnifiedPlugin } from '../../shared/config-schema.ts';

export interface MarkdownExtensions {
  remarkPlugins: UnifiedPlugin[];
  rehypePlugins: UnifiedPlugin[];
}

/** What a compile input carries when the site has remark/rehype plugins: where to load them from, and which. */
export interface PluginsRef {
  /** The project folder (loadConfig's argument). */
  root: string;
  /** The config code's fingerprint (load.ts): part of the compile cache key. */
  fingerprint: string;
  /**
   * The plugins as data: each one's name and options, in order. Also in the key, since the code alone
   * does not show what it decided at run time (an environment variable that adds a plugin, options read
   * from a file). Functions inside options count by name only.
   */
  settings: string;
}

export function markdownExtensionsOf(config: ResolvedSiteConfig): MarkdownExtensions {
  return { remarkPlugins: config.markdown.remarkPlugins ?? [], rehypePlugins: config.markdown.rehypePlugins ?? [] };
}

/** The compile input's reference for a config, or undefined when it has no remark/rehype plugins (nothing to key or load). */
export function pluginsRef(root: string, fingerprint: string | undefined, config: ResolvedSiteConfig): PluginsRef | undefined {
  const { remarkPlugins, rehypePlugins } = markdownExtensionsOf(config);
  if (!fingerprint || !(remarkPlugins.length || rehypePlugins.length)) return undefined;
  const describe = (plugin: UnifiedPlugin) => {
    const [attacher, ...options] = Array.isArray(plugin) ? plugin : [plugin];
    return [attacher.name, ...options];
  };
  const settings = JSON.stringify([remarkPlugins.map(describe), rehypePlugins.map(describe)], (_key, value: unknown) => (typeof value === 'function' ? `[function ${value.name}]` : value));
  return { root, fingerprint, settings };
}

type Attacher = (this: unknown, ...options: unknown[]) => unknown;
type Transformer = (this: unknown, tree: unknown, file: unknown, next?: (error?: unknown, ...rest: unknown[]) => void) => unknown;

/** An error of a user's remark/rehype plugin: the compiler's message adds the page's file (compile.ts). */
export class MarkdownPluginError extends Error {
  constructor(owner: string, kind: string, cause: unknown) {
    super(`plugin ${owner}: ${kind} failed: ${(cause instanceof Error ? cause.message : String(cause)).split('\n')[0]}`, { cause });
  }
}

/**
 * The plugin with its errors named: whatever its attacher or transformer throws (or rejects with, or
 * passes to `next`) becomes a MarkdownPluginError naming `owner`. The transformer keeps its arity:
 * unified calls one with three parameters callback-style.
 */
export function namedUnifiedPlugin(owner: string, kind: 'remarkPlugins' | 'rehypePlugins', plugin: UnifiedPlugin): UnifiedPlugin {
  const [attacher, ...options] = (Array.isArray(plugin) ? plugin : [plugin]) as [Attacher, ...unknown[]];
  const fail = (error: unknown) => (error instanceof MarkdownPluginError ? error : new MarkdownPluginError(owner, kind, error));
  const wrapped = function (this: unknown, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = attacher.apply(this, args);
    } catch (error) {
      throw fail(error);
    }
    if (typeof transformer !== 'function') return transformer;
    const transform = transformer as Transformer;
    if (transform.length > 2) {
      return function (this: unknown, tree: unknown, file: unknown, next: (error?: unknown, ...rest: unknown[]) => void) {
        try {
          return transform.call(this, tree, file, (error, ...rest) => next(error ? fail(error) : error, ...rest));
        } catch (error) {
          throw fail(error);
        }
      };
    }
    return function (this: unknown, tree: unknown, file: unknown) {
      try {
        const result = transform.call(this, tree, file);
        return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(fail(error))) : result;
      } catch (error) {
        throw fail(error);
      }
    };
  };
  Object.defineProperty(wrapped, 'name', { value: attacher.name });
  return (options.length ? [wrapped, ...options] : wrapped) as UnifiedPlugin;
}
