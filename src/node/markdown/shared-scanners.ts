/**
 * A regex engine whose scanners share their compiled patterns. TextMate builds one scanner per grammar
 * rule, holding every pattern that can match next in that rule, and large grammars repeat the same runs
 * of patterns in dozens of rules: the TypeScript grammar compiles 3,574 patterns for the Rsbuild docs,
 * of which 318 are distinct. Compiling them was half of a cold build's highlighting time.
 *
 * Here each rule's list is cut into chunks after every pattern whose hash is 0 mod CHUNK_SPACING. The cut
 * points depend only on the patterns, so a run that many rules share comes out as the same chunks, and
 * each distinct chunk is compiled once.
 *
 * A search runs the chunks in order and keeps the leftmost match, the earlier chunk on a tie: what one
 * scanner over the whole list returns. A chunk also remembers its last result on the line. A search from
 * further on reuses it while that match still lies ahead, since no pattern can match before it. That
 * makes matching cheaper too, because a whole-list scanner tries every pattern again at each position.
 */
import type { RegexEngine, PatternScanner } from 'shiki';

type Pattern = Parameters<RegexEngine['createScanner']>[0][number];
type SearchString = Parameters<PatternScanner['findNextMatchSync']>[0];
type Match = NonNullable<ReturnType<PatternScanner['findNextMatchSync']>>;

/** The mean chunk length. Fewer, longer chunks share less; shorter ones cost more searches per token. */
const CHUNK_SPACING = 16;

interface Chunk {
  key: string;
  scanner: PatternScanner;
  /** `\G` matches only at the search's start, so a result from another start cannot be reused. */
  anchored: boolean;
  users: number;
  last?: { string: SearchString; options: number; from: number; match: Match | null };
}

function fnv1a(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const sourceOf = (pattern: Pattern) => (typeof pattern === 'string' ? pattern : pattern.source);

/** The list cut after each pattern whose hash is 0 mod CHUNK_SPACING (and at its end). */
export function chunkPatterns<T extends Pattern>(patterns: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let start = 0;
  patterns.forEach((pattern, i) => {
    if (fnv1a(sourceOf(pattern)) % CHUNK_SPACING === 0 || i === patterns.length - 1) {
      chunks.push(patterns.slice(start, i + 1));
      start = i + 1;
    }
  });
  return chunks;
}

/** The last result of `chunk`, when a search from `from` would find the same one. */
function reusable(chunk: Chunk, string: SearchString, from: number, options: number): Match | null | undefined {
  const last = chunk.last;
  if (chunk.anchored || !last || last.string !== string || last.options !== options || from < last.from) return undefined;
  if (last.match && last.match.captureIndices[0].start < from) return undefined;
  return last.match;
}

export function withSharedScanners(engine: RegexEngine): RegexEngine {
  const chunks = new Map<string, Chunk>();
  const chunkOf = (patterns: Pattern[]): Chunk => {
    const key = patterns.map(sourceOf).join('\0');
    let chunk = chunks.get(key);
    if (!chunk) {
      chunk = { key, scanner: engine.createScanner(patterns), anchored: patterns.some((p) => sourceOf(p).includes('\\G')), users: 0 };
      chunks.set(key, chunk);
    }
    chunk.users++;
    return chunk;
  };

  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      // Each part with the index of its first pattern in the whole list.
      let offset = 0;
      const parts = chunkPatterns(patterns).map((list) => {
        const part = { chunk: chunkOf(list), offset };
        offset += list.length;
        return part;
      });
      return {
        findNextMatchSync(string, from, options) {
          let best: Match | null = null;
          let bestStart = Infinity;
          let bestOffset = 0;
          for (const { chunk, offset } of parts) {
            let match = reusable(chunk, string, from, options);
            if (match === undefined) {
              match = chunk.scanner.findNextMatchSync(string, from, options);
              chunk.last = { string, options, from, match };
            }
            if (match && match.captureIndices[0].start < bestStart) {
              best = match;
              bestStart = match.captureIndices[0].start;
              bestOffset = offset;
              // Nothing can start earlier, and later chunks lose ties.
              if (bestStart === from) break;
            }
          }
          return best && { index: best.index + bestOffset, captureIndices: best.captureIndices };
        },
        dispose() {
          for (const { chunk } of parts) {
            if (--chunk.users > 0) continue;
            chunk.scanner.dispose?.();
            chunks.delete(chunk.key);
          }
        },
      };
    },
  };
}
