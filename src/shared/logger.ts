/** Terminal output: quiet by default, colours when the terminal supports them. */
import pc from 'picocolors';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  success(message: string): void;
}

export function createLogger(): Logger {
  return {
    info: (m) => console.log(m),
    warn: (m) => console.warn(pc.yellow('warn ') + m),
    error: (m) => console.error(pc.red('error ') + m),
    success: (m) => console.log(pc.green('✓ ') + m),
  };
}
