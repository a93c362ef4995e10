// What a build costs beyond one number: the peak RSS of each process of its tree (esbuild's service and the
// search child are processes of their own, which /usr/bin/time's single "Maximum resident set size" does
// not add up), and its output's size by kind of file. Linux only (/proc).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** USER_HZ, the unit of /proc/<pid>/stat's CPU times: 100 on every Linux architecture node runs on. */
const CLOCK_TICKS = 100;

/** The pids of `root` and all its descendants, from /proc/<pid>/stat's parent field. */
function treeOf(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  for (const queue = [root]; queue.length; ) {
    const pid = queue.pop();
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** A short name for a process: esbuild's service, a script's base name and its command (`docsite.js build`, `search-worker.mjs`), or the program's. */
export function processName(argv) {
  const [program = '', ...rest] = argv;
  const base = (p) => p.split('/').pop();
  if (base(program) === 'esbuild') return 'esbuild';
  const at = rest.findIndex((a) => /\.(m?js|cjs|ts)$/.test(a));
  if (at < 0) return base(program);
  const command = /^[a-z][\w-]*$/.test(rest[at + 1] ?? '') ? ' ' + rest[at + 1] : '';
  return base(rest[at]) + command;
}

/**
 * Runs a command, sampling its process tree every `intervalMs` (VmHWM, the kernel's own peak of each process,
 * so a peak between two samples still counts; a process living less than one interval may be missed).
 * Resolves with its exit status, its output, each process's peak (MB, largest first) and CPU seconds (user+sys, as of
 * the last sample), and the peak of their sum.
 */
export function runWithPeaks(command, args, { cwd, intervalMs = 100 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const peaks = new Map();
    let sumPeakMB = 0;
    const sample = () => {
      let sum = 0;
      for (const pid of treeOf(child.pid)) {
        try {
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
          sum += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
          const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
          const entry = peaks.get(pid) ?? { name: '', peakMB: 0, cpuSeconds: 0 };
          entry.peakMB = Math.max(entry.peakMB, hwm);
          entry.cpuSeconds = Math.max(entry.cpuSeconds, (utime + stime) / CLOCK_TICKS);
          if (argv.length) entry.name = processName(argv); // a zombie's cmdline is empty: keep the name it had
          peaks.set(pid, entry);
        } catch {
          // exited between the listing and the read
        }
      }
      sumPeakMB = Math.max(sumPeakMB, sum);
    };
    const timer = setInterval(sample, intervalMs);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearInterval(timer);
      const processes = [...peaks.values()].filter((p) => p.name && p.peakMB > 0).sort((a, b) => b.peakMB - a.peakMB);
      resolve({ status, stdout, stderr, processes, sumPeakMB });
    });
  });
}

/** The kind of an output file, as the bench reports sizes: HTML, page modules, other JS/CSS, route data, sidebars, search index and texts, llms files and Markdown twins, the rest. */
export function outputKind(path) {
  if (/^static\/js\/pages\//.test(path)) return 'page modules (static/js/pages)';
  if (/^static\/js\//.test(path)) return 'shell and shared JS/CSS (static/js)';
  if (/^static\/route\//.test(path)) return 'route data (static/route)';
  if (/^static\/sidebar\//.test(path)) return 'sidebars (static/sidebar)';
  if (/^static\/search_index\./.test(path)) return 'search index';
  if (/^static\/search_text\./.test(path)) return 'search texts';
  if (/(^|\/)llms(-full)?\.txt$|\.md$/.test(path)) return 'llms.txt, llms-full.txt, Markdown twins';
  if (/\.html$/.test(path)) return 'HTML';
  return 'other';
}

/** Bytes and files per kind of an output folder, and the total (compressed siblings, .br/.gz, count as their own kind). */
export function outputSizes(dir) {
  const kinds = new Map();
  let total = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        const path = relative(dir, file).split(sep).join('/');
        const kind = /\.(br|gz)$/.test(path) ? 'precompressed (.br, .gz)' : outputKind(path);
        const size = statSync(file).size;
        const k = kinds.get(kind) ?? { bytes: 0, files: 0 };
        k.bytes += size;
        k.files += 1;
        kinds.set(kind, k);
        total += size;
      }
    }
  };
  walk(dir);
  return { total, kinds: [...kinds.entries()].map(([kind, k]) => ({ kind, ...k })).sort((a, b) => b.bytes - a.bytes) };
}
