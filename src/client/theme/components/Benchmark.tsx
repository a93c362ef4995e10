/**
 * Benchmark bars: one block per tool, one bar per metric. The server HTML carries the real figures and
 * full bars (for readers without scripts, crawlers, print and link previews), and hydration renders the
 * same. Only a chart that is still below the fold when the page hydrates has its bars emptied, out of sight
 * (their width only: the text stays as served, so hydration changes none), and counts up when the reader
 * scrolls to it: each bar grows linearly to time ÷ largest time × 100 % over the metric's own time in
 * seconds while its label counts up from zero. A chart already in view, or a reader who prefers
 * reduced motion, keeps the final figures and never animates; printing shows them too.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface BenchmarkMetric {
  time: number;
  desc: string;
}
export type BenchmarkData = Record<string, { label: string; metrics: BenchmarkMetric[] }>;

/** 'final': the figures as published; 'armed': bars emptied while off-screen; 'running': counting up. */
type Phase = 'final' | 'armed' | 'running';

/** Under one second: whole milliseconds; otherwise seconds with two decimals. */
export function formatBenchmarkTime(elapsedMs: number, totalMs: number): string {
  return totalMs < 1000 ? `${elapsedMs.toFixed(0)}ms` : `${(elapsedMs / 1000).toFixed(2)}s`;
}

export function maxBenchmarkTime(data: BenchmarkData): number {
  return Math.max(...Object.values(data).flatMap((d) => d.metrics.map((m) => m.time)));
}

function Bar({ metric, max, phase }: { metric: BenchmarkMetric; max: number; phase: Phase }) {
  const totalMs = metric.time * 1000;
  const [elapsed, setElapsed] = useState(totalMs);
  // A layout effect: the reset to zero lands before the browser paints the 'running' render, so no frame
  // shows the full bar between 'armed' and the count-up.
  useLayoutEffect(() => {
    if (phase !== 'running') return setElapsed(totalMs);
    setElapsed(0);
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const e = Math.min(totalMs, now - start);
      setElapsed(e);
      if (e < totalMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, totalMs]);
  const width = phase === 'armed' ? 0 : ((elapsed / 1000) / max) * 100;
  return (
    <div className="bench-bar-row">
      <div className="bench-track">
        <div className="bench-bar" style={{ width: `${width}%` }} />
      </div>
      <span className="bench-label">
        <span className="bench-time">{formatBenchmarkTime(elapsed, totalMs)}</span> {metric.desc}
      </span>
    </div>
  );
}

export function Benchmark({ data }: { data: BenchmarkData }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('final');
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((e) => e.isIntersecting);
      if (first) {
        first = false;
        // In view already: the reader is looking at the figures; leave them be.
        if (visible) observer.disconnect();
        else setPhase('armed');
        return;
      }
      if (visible) {
        setPhase('running');
        observer.disconnect();
      }
    });
    observer.observe(el);
    // A page printed before the reader reached the chart prints the figures, not the emptied bars.
    const onPrint = () => {
      observer.disconnect();
      setPhase('final');
    };
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, []);
  const max = maxBenchmarkTime(data);
  return (
    <div className="benchmark" ref={ref} data-phase={phase}>
      {Object.entries(data).map(([key, entry]) => (
        <div className="bench-item" key={key}>
          <p className="bench-name">{entry.label}</p>
          <div className="bench-metrics">
            {entry.metrics.map((metric) => <Bar key={metric.desc} metric={metric} max={max} phase={phase} />)}
          </div>
        </div>
      ))}
    </div>
  );
}
