/** Terminal output: quiet by default, colours when the terminal supports them. */
import pc from 'picocolors';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  success(message: string): void;
}

/** `quiet`: only errors and successes (the summary) are printed. */
export function createLogger({ quiet = false } = {}): Logger {
  return {
    info: (m) => quiet || console.log(m),
    warn: (m) => quiet || console.warn(pc.yellow('warn ') + m),
    error: (m) => console.error(pc.red('error ') + m),
    success: (m) => console.log(pc.green('✓ ') + m),
  };
}
