/** DOCSITE_DEBUG=dev prints the time of each step of a rebuild. */
import pc from 'picocolors';

const enabled = /\bdev\b/.test(process.env.DOCSITE_DEBUG ?? '');

export const debug = enabled ? (m: string) => console.error(pc.dim(`[dev ${((performance.timeOrigin + performance.now()) % 100000).toFixed(1)}] ${m}`)) : () => {};
