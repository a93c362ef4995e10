/**
 * Finds where a key path of the config (`themeConfig.nav[1].link`) is written in site.config.ts, so a
 * validation error can point at the line. Loaded only when the config is invalid.
 *
 * The config is evaluated, not read, so this follows the literal objects of its source: from
 * `export default` (through `defineConfig(…)` and module-level constants) down the object and array
 * literals. Where the path leaves them (a value computed by a function, a spread), it stops at the deepest
 * literal it reached, which still names the right neighbourhood.
 */
import { transformSync } from 'esbuild';
import { parse, type Node, type Expression, type Program, type Property, type SpreadElement } from 'acorn';
import { SourceMap } from 'node:module';
import { extname } from 'node:path';

export interface SourcePosition {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

/** Where a problem points: an unknown key at its name, any other problem at the value. */
export type KeyLocator = (path: readonly PropertyKey[], at: 'key' | 'value') => SourcePosition | undefined;

/** A locator over the config's source, or undefined when the source does not parse (the import failed earlier then). */
export function configKeyLocator(source: string, file: string): KeyLocator | undefined {
  let program: Program;
  let map: SourceMap;
  try {
    // esbuild strips the TypeScript; its source map leads each key and value back to the original column.
    const ts = /\.m?ts$/.test(extname(file));
    const out = transformSync(source, { loader: ts ? 'ts' : 'js', sourcemap: 'external', sourcefile: file });
    program = parse(out.code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
    map = new SourceMap(JSON.parse(out.map));
  } catch {
    return undefined;
  }
  const constants = moduleConstants(program);
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  if (!exported) return undefined;
  const root = exported.declaration as Expression;

  return (path, at) => {
    const node = follow(root, path, at, constants);
    if (!node.loc) return undefined;
    const entry = map.findEntry(node.loc.start.line - 1, node.loc.start.column) as { originalLine?: number; originalColumn?: number };
    return entry.originalLine === undefined ? undefined : { line: entry.originalLine + 1, column: entry.originalColumn! + 1 };
  };
}

/** `const name = <init>` at the top of the module, by name: configs often build their nav or sidebar in a constant first. */
function moduleConstants(program: Program): Map<string, Expression> {
  const constants = new Map<string, Expression>();
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) constants.set(declarator.id.name, declarator.init);
    }
  }
  return constants;
}

/** The literal a value is written as: through constants and `defineConfig(…)`. Other calls compute their value: the walk stops there. */
function literalOf(node: Expression, constants: Map<string, Expression>, seen = new Set<string>()): Expression {
  if (node.type === 'Identifier' && constants.has(node.name) && !seen.has(node.name)) {
    seen.add(node.name);
    return literalOf(constants.get(node.name)!, constants, seen);
  }
  const callee = node.type === 'CallExpression' ? node.callee : undefined;
  const named = callee?.type === 'Identifier' ? callee.name : callee?.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
  if (node.type === 'CallExpression' && named === 'defineConfig' && node.arguments.length === 1 && node.arguments[0].type !== 'SpreadElement') {
    return literalOf(node.arguments[0], constants, seen);
  }
  return node;
}

function keyName(property: Property): string | undefined {
  const key = property.key;
  if (key.type === 'Identifier' && !property.computed) return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  return undefined;
}

/** The node the path ends at, or the deepest one on the way that the source writes literally. */
function follow(root: Expression, path: readonly PropertyKey[], at: 'key' | 'value', constants: Map<string, Expression>): Node {
  let node = literalOf(root, constants);
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    let next: Expression | undefined;
    if (node.type === 'ObjectExpression') {
      // The last one wins when a key is written twice, as when the object is evaluated.
      const property = node.properties.findLast((p): p is Property => p.type === 'Property' && keyName(p) === String(segment));
      if (property && last && at === 'key') return property.key;
      next = property?.value as Expression | undefined;
    } else if (node.type === 'ArrayExpression' && typeof segment === 'number') {
      const before = node.elements.slice(0, segment + 1);
      // After a spread, positions in the source no longer match indexes in the value.
      if (!before.some((element: Expression | SpreadElement | null) => element?.type === 'SpreadElement')) next = (node.elements[segment] as Expression | null) ?? undefined;
    }
    if (!next) return node;
    node = last ? next : literalOf(next, constants);
  }
  return node;
}
