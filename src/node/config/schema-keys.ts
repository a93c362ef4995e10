/**
 * The keys a zod schema allows at a key path, for "did you mean …?" on an unknown key. zod's
 * `unrecognized_keys` issue names the keys it refused, not the ones it knows, so the schema is walked:
 * through wrappers (optional, default, lazy, pipe …) and down objects, arrays, records and tuples; at a
 * union, down every branch, so the keys of each object the value could be are offered.
 */
import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The schemas a value is checked against once wrappers are removed: several where a union offers them. */
function unwrap(schema: unknown, seen = new Set<unknown>()): unknown[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return unwrap(def.innerType, seen);
    case 'lazy':
      return unwrap((def.getter as () => unknown)(), seen);
    case 'pipe':
      // Keys are checked on what the author wrote: the pipe's input side.
      return unwrap(def.in, seen);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => unwrap(option, seen));
    case 'intersection':
      return [...unwrap(def.left, seen), ...unwrap(def.right, seen)];
    default:
      return [schema];
  }
}

/** The schemas of the value one step down `segment`. */
function child(schema: unknown, segment: PropertyKey): unknown[] {
  const def = defOf(schema)!;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.hasOwn(shape, String(segment)) ? [shape[String(segment)]] : def.catchall ? [def.catchall] : [];
    }
    case 'array':
      return [def.element];
    case 'record':
      return [def.valueType];
    case 'tuple':
      return typeof segment === 'number' ? [(def.items as unknown[])[segment] ?? def.rest].filter(Boolean) : [];
    default:
      return [];
  }
}

/** Every key an object at `path` may have, in the schema's order (no repeats); empty when the path leads to no object. */
export function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let at = unwrap(schema);
  for (const segment of path) at = at.flatMap((s) => child(s, segment)).flatMap((s) => unwrap(s));
  const keys = at.flatMap((s) => (defOf(s)!.type === 'object' ? Object.keys(defOf(s)!.shape as object) : []));
  return [...new Set(keys)];
}
