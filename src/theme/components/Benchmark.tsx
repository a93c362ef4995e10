/**
 * Benchmark bars: one block per tool, one bar per metric. Bars start empty and, the first time the
 * chart scrolls into view, grow linearly to time ÷ largest time × 100 % over the metric's own time in
 * seconds while the label counts up. Readers who prefer reduced motion see the final state.
 */
import { useEffect, useRef, useState } from 'react';

export interface BenchmarkMetric {
  time: number;
  desc: string;
}
export type BenchmarkData = Record<string, { label: string; metrics: BenchmarkMetric[] }>;

/** Under one second: whole milliseconds; otherwise seconds with two decimals. */
export function formatBenchmarkTime(elapsedMs: number, totalMs: number): string {
  return totalMs < 1000 ? `${elapsedMs.toFixed(0)}ms` : `${(elapsedMs / 1000).toFixed(2)}s`;
}

export function maxBenchmarkTime(data: BenchmarkData): number {
  return Math.max(...Object.values(data).flatMap((d) => d.metrics.map((m) => m.time)));
}

function Bar({ metric, max, started }: { metric: BenchmarkMetric; max: number; started: boolean }) {
  const [elapsed, setElapsed] = useState(0);
  const totalMs = metric.time * 1000;
  useEffect(() => {
    if (!started) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setElapsed(totalMs);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const e = Math.min(totalMs, now - start);
      setElapsed(e);
      if (e < totalMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [started, totalMs]);
  const width = ((elapsed / 1000) / max) * 100;
  return (
    <div className="bench-bar-row">
      <div className="bench-track">
        <div className="bench-bar" style={{ width: `${width}%` }} data-final-width={`${((metric.time / max) * 100).toFixed(4)}%`} />
      </div>
      <span className="bench-label">
        <span className="bench-time">{formatBenchmarkTime(elapsed, totalMs)}</span> {metric.desc}
      </span>
    </div>
  );
}

export function Benchmark({ data }: { data: BenchmarkData }) {
  const ref = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setStarted(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const max = maxBenchmarkTime(data);
  return (
    <div className="benchmark" ref={ref} data-started={started}>
      {Object.entries(data).map(([key, entry]) => (
        <div className="bench-item" key={key}>
          <p className="bench-name">{entry.label}</p>
          <div className="bench-metrics">
            {entry.metrics.map((metric) => <Bar key={metric.desc} metric={metric} max={max} started={started} />)}
          </div>
        </div>
      ))}
    </div>
  );
}
