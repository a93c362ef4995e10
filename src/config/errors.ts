/**
 * Turns zod issues into one line per problem: `key.path[1].x: expected string, received number`, led by
 * `file:line:column` and followed by a code frame where the config's source shows the key.
 */
import type { z } from 'zod';
import type { KeyLocator } from './key-locations.ts';
import { codeFrame } from '../shared/code-frame.ts';

type Issue = z.core.$ZodIssue;

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

function describe(issue: Issue): string {
  // A required key left out reads "expected string, received undefined": say it is missing.
  const msg = issue.message.replace(/^Invalid input: /, '').replace(/^expected (.+), received undefined$/, 'missing (expected $1)');
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

/** Flattens union failures: the branch with the fewest issues is the one the author most likely meant. */
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      out.push(...flatten(best, path));
      continue;
    }
    if (issue.code === 'unrecognized_keys' && issue.keys.length) {
      for (const key of issue.keys) out.push({ path: [...path, key], text: 'unknown key', at: 'key' });
      continue;
    }
    out.push({ path, text: describe(issue), at: 'value' });
  }
  return out;
}

export function configProblems(issues: readonly Issue[]): ConfigProblem[] {
  return flatten(issues);
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
