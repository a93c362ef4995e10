// A folder's files and the SHA-1 of each, by path relative to it (sorted): two builds compare as two maps.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** @param {string} dir @returns {Map<string, string>} */
export function hashTree(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(relative(dir, full), createHash('sha1').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}
