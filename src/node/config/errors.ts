/**
 * Turns zod issues into one line per problem: `key.path[1].x: expected string, received number`, led by
 * `file:line:column` and followed by a code frame where the config's source shows the key.
 */
import type { z } from 'zod';
import type { KeyLocator } from './key-locations.ts';
import { codeFrame } from '../code-frame.ts';
import { didYouMean } from '../did-you-mean.ts';
import { knownKeys } from './schema-keys.ts';

type Issue = z.core.$ZodIssue;

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    // Record keys such as a sidebar's '/guide/' are not names: they print as in the source.
    else if (!/^[A-Za-z_$][\w$-]*$/.test(String(key))) out += `[${JSON.stringify(String(key))}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

function describe(issue: Issue): string {
  // A required key left out reads "expected string, received undefined": say it is missing.
  const msg = issue.message
    .replace(/^Invalid (input|option): /, '')
    .replace(/^Invalid discriminator value\. Expected (.+)$/, (_, kinds: string) => `expected ${kinds.replace(/'/g, '"')}`)
    .replace(/^expected (.+), received undefined$/, 'missing (expected $1)');
  if (issue.code === 'unrecognized_keys') {
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return msg;
}

export interface ConfigProblem {
  path: PropertyKey[];
  text: string;
  /** Where the problem lies: an unknown key at its name, anything else at its value. */
  at: 'key' | 'value';
}

/** How far into the value a branch's issues lie: a branch the value got deeper into is the likelier meaning. */
const reach = (branch: readonly Issue[]) => Math.min(...branch.map((issue) => issue.path.length));

/** What a branch expects of the value itself, when the value failed it outright (`false`, `object` …). */
function expectedAtRoot(branch: readonly Issue[]): string[] {
  return branch.flatMap((issue) => {
    if (issue.path.length) return [];
    if (issue.code === 'invalid_value') return issue.values.map((v) => JSON.stringify(v));
    if (issue.code === 'invalid_type') return [issue.expected];
    return [];
  });
}

/**
 * The problems of a union the value matched no branch of. The author most likely meant a branch the value
 * got furthest into (an object, not `false`); of those, one whose literal keys (`mode`) matched; then the
 * one with the fewest issues. A value no branch got into gets one problem naming every kind allowed, and
 * so does a literal key that every likely branch rejects (`mode: 'lokal'`).
 */
function unionProblems(branches: readonly (readonly Issue[])[], path: readonly PropertyKey[], schema: z.ZodType | undefined): ConfigProblem[] {
  const deepest = Math.max(...branches.map(reach));
  if (deepest === 0) {
    const allowed = branches.map(expectedAtRoot);
    const received = branches.flat().map((issue) => /received (\w+)$/.exec(issue.message)?.[1]).find(Boolean);
    const expected = [...new Set(allowed.flat())].join(' | ');
    const text = received === 'undefined' ? `missing (expected ${expected})` : `expected ${expected}${received ? `, received ${received}` : ''}`;
    if (allowed.every((kinds) => kinds.length)) return [{ path: [...path], text, at: 'value' }];
  }
  const likely = branches.filter((branch) => reach(branch) === deepest);
  const literal = (branch: readonly Issue[]) => branch.find((issue) => issue.code === 'invalid_value' && issue.path.length === deepest);
  const keys = likely.map((branch) => literal(branch)?.path.join('.'));
  if (likely.length > 1 && keys.every((key) => key !== undefined && key === keys[0])) {
    const allowed = likely.flatMap((branch) => (literal(branch) as z.core.$ZodIssueInvalidValue).values.map((v) => JSON.stringify(v)));
    return [{ path: [...path, ...literal(likely[0])!.path], text: `expected ${[...new Set(allowed)].join(' | ')}`, at: 'value' }];
  }
  const rank = (branch: readonly Issue[]) => (literal(branch) ? 1000 : 0) + branch.length;
  return flatten([...likely].sort((a, b) => rank(a) - rank(b))[0], schema, path);
}

/** Options Rspress users write that docsite has no key for: what to write instead. */
const RSPRESS_KEYS: Record<string, string> = {
  builderConfig: 'docsite does not run Rsbuild: there is nothing to configure there',
  mediumZoom: 'image zoom is built in',
  ssg: 'every page is pre-rendered; there is nothing to turn on',
};

/** What an unknown key gets: what to write instead of a Rspress option, or the known key it is closest to. */
function unknownKeyText(path: readonly PropertyKey[], key: string, schema: z.ZodType | undefined): string {
  const instead = RSPRESS_KEYS[[...path, key].join('.')];
  if (instead) return `unknown key (a Rspress option): ${instead}`;
  // `sidebar`, `nav`, `socialLinks` … written at the top: they are themeConfig's.
  if (schema && path.length === 0 && knownKeys(schema, ['themeConfig']).includes(key)) return `unknown key: it belongs under themeConfig (themeConfig: { ${key}: … })`;
  const suggestion = schema && didYouMean(key, knownKeys(schema, path));
  return suggestion ? `unknown key: ${suggestion}` : 'unknown key';
}

function flatten(issues: readonly Issue[], schema: z.ZodType | undefined, prefix: readonly PropertyKey[] = []): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length) {
      out.push(...unionProblems(issue.errors, path, schema));
      continue;
    }
    if (issue.code === 'unrecognized_keys' && issue.keys.length) {
      for (const key of issue.keys) out.push({ path: [...path, key], text: unknownKeyText(path, key, schema), at: 'key' });
      continue;
    }
    out.push({ path, text: describe(issue), at: 'value' });
  }
  return out;
}

/** The problems of a failed parse; given the schema, an unknown key is told the known key at its level it is closest to. */
export function configProblems(issues: readonly Issue[], schema?: z.ZodType): ConfigProblem[] {
  return flatten(issues, schema);
}

/** The config's source and where its keys are, when the config was read from a file. */
export interface ConfigSource {
  text: string;
  locate: KeyLocator;
}

/** Frames shown at most: a long list of problems stays readable, and its first ones are usually the cause. */
const MAX_FRAMES = 3;

export function formatConfigProblems(file: string, problems: readonly ConfigProblem[], source?: ConfigSource): string[] {
  const located = problems.map((problem) => ({ ...problem, position: source?.locate(problem.path, problem.at) }));
  // In the order of the source, as a compiler lists its errors; problems the source does not show come last.
  const order = (p: (typeof located)[number]) => (p.position ? p.position.line * 1e6 + p.position.column : Infinity);
  located.sort((a, b) => order(a) - order(b));
  let frames = 0;
  return located.map(({ path, text, position }) => {
    if (!position) return `${file}: ${formatPath(path)}: ${text}`;
    const frame = frames++ < MAX_FRAMES ? '\n' + codeFrame(source!.text, position.line, position.column) : '';
    return `${file}:${position.line}:${position.column}: ${formatPath(path)}: ${text}${frame}`;
  });
}
