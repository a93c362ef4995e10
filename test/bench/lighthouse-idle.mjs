// Lighthouse's mobile performance as an idle machine would score it, from a run gathered on a busy one.
// Lighthouse's default throttling is simulated (Lantern): it replays the gathered trace with each main-thread
// task's duration × 4 and each request's observed server time. On a machine shared with other jobs a task's
// wall time is mostly waiting for a core (20 ms of CPU took 270 ms), and so is the preview server's answer:
// both land in the score. This re-audits a copy of the gathered artifacts with every main-thread task at its
// thread's CPU time (`tdur`; its events scaled into it, so nesting holds) and the server's answer at 20 ms, as
// a static file from a local server takes. Observed Speed Index (from the run's screenshots) stays as gathered.
// (Audit mode refuses any setting that differs from the gathering's: the categories are lighthouse.mjs's.)
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Rewrites a trace so each top-level task lasts its CPU time instead of its wall time. */
export function tasksAtCpuTime(trace) {
  const byThread = new Map();
  for (const e of trace.traceEvents ?? trace) {
    if (e.ph !== 'X' || typeof e.dur !== 'number') continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let next = 0;
    for (const task of events.filter((e) => e.name === 'RunTask')) {
      if (typeof task.tdur !== 'number' || task.dur <= 0) continue;
      const scale = Math.min(1, task.tdur / task.dur);
      const end = task.ts + task.dur;
      while (next < events.length && events[next].ts < task.ts) next++;
      for (let i = next; i < events.length && events[i].ts < end; i++) {
        const e = events[i];
        if (e === task) continue;
        e.ts = task.ts + (e.ts - task.ts) * scale;
        e.dur *= scale;
      }
      task.dur *= scale;
    }
  }
  return trace;
}

/**
 * Audits a copy of the artifacts Lighthouse gathered into `artifactsDir` (its `-G` mode) for `url`, as above;
 * returns the report's performance score (0–100). `hosts`: other origins the page loaded from (their server time too).
 */
export async function idleMachinePerformance(url, artifactsDir, workDir, hosts = []) {
  const copy = join(workDir, 'artifacts-idle');
  cpSync(artifactsDir, copy, { recursive: true });
  const traceFile = readdirSync(copy).find((f) => f.endsWith('.trace.json'));
  writeFileSync(join(copy, traceFile), JSON.stringify(tasksAtCpuTime(JSON.parse(readFileSync(join(copy, traceFile), 'utf8')))));
  const origins = [new URL(url).origin, ...hosts.map((h) => `https://${h}`)];
  const lantern = { additionalRttByOrigin: Object.fromEntries(origins.map((o) => [o, 0])), serverResponseTimeByOrigin: Object.fromEntries(origins.map((o) => [o, 20])) };
  // Audit mode refuses settings that differ from the gathered ones: the copy is told the same.
  const artifacts = JSON.parse(readFileSync(join(copy, 'artifacts.json'), 'utf8'));
  artifacts.settings.precomputedLanternData = lantern;
  writeFileSync(join(copy, 'artifacts.json'), JSON.stringify(artifacts));
  writeFileSync(join(workDir, 'lantern.json'), JSON.stringify(lantern));
  const report = join(workDir, 'idle.json');
  await promisify(execFile)('npx', ['--yes', 'lighthouse@12', url, '--quiet', `-A=${copy}`, `--precomputed-lantern-data-path=${join(workDir, 'lantern.json')}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${report}`], { maxBuffer: 64 * 1024 * 1024 });
  return Math.round(JSON.parse(readFileSync(report, 'utf8')).categories.performance.score * 100);
}
