/** Turns zod issues into one line per problem: `key.path[1].x: expected string, received number`. */
import type { z } from 'zod';

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
  const msg = issue.message.replace(/^Invalid input: /, '');
  if (issue.code === 'unrecognized_keys') {
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return msg;
}

/** Flattens union failures: the branch with the fewest issues is the one the author most likely meant. */
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  const out: { path: PropertyKey[]; text: string }[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      out.push(...flatten(best, path));
      continue;
    }
    if (issue.code === 'unrecognized_keys' && issue.keys.length) {
      for (const key of issue.keys) out.push({ path: [...path, key], text: 'unknown key' });
      continue;
    }
    out.push({ path, text: describe(issue) });
  }
  return out;
}

export function formatZodIssues(file: string, issues: readonly Issue[]): string[] {
  return flatten(issues).map(({ path, text }) => `${file}: ${formatPath(path)}: ${text}`);
}
