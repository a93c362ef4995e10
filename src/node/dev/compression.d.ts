// The part of `compression`'s API the preview server uses (its DefinitelyTyped package pulls in Express's types).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';
  interface CompressionOptions extends ZlibOptions {
    brotli?: BrotliOptions;
    threshold?: number | string;
  }
  export default function compression(options?: CompressionOptions): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
