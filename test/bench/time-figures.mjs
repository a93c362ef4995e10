// Figures from /usr/bin/time -v, and the A/B rows the bench prints for docsite against another tool.

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Wall seconds, user+sys CPU seconds and peak RSS in MB from the output of /usr/bin/time -v. */
export function timeFigures(stderr) {
  const wall = /Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/.exec(stderr);
  const seconds = wall ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]) : NaN;
  const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
  const cpu = ['User', 'System'].reduce((sum, k) => sum + Number(new RegExp(`${k} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1] ?? NaN), 0);
  return { seconds, rss, cpu };
}

/**
 * Three table rows from runs of the same work by docsite (`ours`) and another tool (`theirs`): each one's
 * medians of wall, CPU and peak RSS, then the other's medians over docsite's, with both peak ranges.
 */
export function comparisonRows(work, other, ours, theirs) {
  const row = (label, xs) => ({ work: `${work}, ${label} (median of ${xs.length})`, seconds: median(xs.map((x) => x.seconds)), cpu: median(xs.map((x) => x.cpu)), peakMB: median(xs.map((x) => x.rss)) });
  const a = row('docsite', ours);
  const b = row(other, theirs);
  const peaks = (xs) => `${Math.min(...xs.map((x) => x.rss)).toFixed(0)}–${Math.max(...xs.map((x) => x.rss)).toFixed(0)} MB`;
  const ratio = { work: `${work}: ${other} ÷ docsite`, note: `×${(b.seconds / a.seconds).toFixed(2)} wall, ×${(b.cpu / a.cpu).toFixed(2)} CPU (user+sys); peak RSS docsite ${peaks(ours)}, ${other} ${peaks(theirs)}` };
  return [a, b, ratio];
}
