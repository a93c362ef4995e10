/**
 * jieba, the Chinese word cutter of the build's search index: @node-rs/jieba (prebuilt binaries in npm
 * packages, no install script, nothing downloaded). Every use of it goes through this module. It is
 * loaded once per process, with its own full dictionary, on the first Chinese index.
 */
import { createRequire } from 'node:module';
import { DocsiteError } from '../errors.ts';

export interface Jieba {
  /** Words of a text, with the shorter words inside long ones (what a search index wants). */
  cutForSearch(text: string, hmm?: boolean): string[];
}

type JiebaModule = { Jieba: { withDict(dict: Uint8Array): Jieba } };

/** The name of the package holding jieba's binary for this machine, as napi-rs names them. */
function bindingPackage(): string {
  const { platform, arch } = process;
  const glibc = platform === 'linux' && !!(process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime;
  const abi = platform === 'win32' ? '-msvc' : platform !== 'linux' ? '' : arch === 'arm' ? '-gnueabihf' : glibc ? '-gnu' : '-musl';
  return `@node-rs/jieba-${platform}-${arch}${abi}`;
}

/** @node-rs/jieba, or one line saying what to install when its binary is missing (npm --omit=optional, a lockfile from another OS). */
function requireJieba(): JiebaModule {
  const require = createRequire(import.meta.url);
  try {
    return require('@node-rs/jieba') as JiebaModule;
  } catch (error) {
    let version = '';
    try {
      version = '@' + (require('@node-rs/jieba/package.json') as { version: string }).version;
    } catch {
      throw new DocsiteError('Chinese search needs @node-rs/jieba, which is not installed: run `npm install @node-rs/jieba`', { cause: error });
    }
    throw new DocsiteError(`Chinese search needs jieba's prebuilt binary for ${process.platform}-${process.arch}, which is not installed: run \`npm install ${bindingPackage()}${version}\``, { cause: error });
  }
}

let jieba: Jieba | undefined;

export function loadJieba(): Jieba {
  if (!jieba) {
    const { Jieba } = requireJieba();
    const { dict } = createRequire(import.meta.url)('@node-rs/jieba/dict') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}
