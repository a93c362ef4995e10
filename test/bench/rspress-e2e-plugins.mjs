// Module hooks for the Rspress e2e bench (`node --import` this file): each `@rspress/plugin-*` package a
// fixture's config imports is the real, installed package, its plugin factories wrapped so the plugin object
// also carries the options it was given (`__options`). Rspress's plugin objects keep their options in closures;
// the bench reads them to write the same settings under docsite's keys (feeds, redirects, llms).
import { register } from 'node:module';

register(
    'data:text/javascript,' +
      encodeURIComponent(`
const WRAP = 'rspress-e2e-wrap:';
export async function resolve(specifier, context, next) {
  if (/^@rspress\\/plugin-[\\w-]+$/.test(specifier) && !context.parentURL?.startsWith(WRAP)) {
    const real = await next(specifier, context);
    return { url: WRAP + real.url, shortCircuit: true };
  }
  if (context.parentURL?.startsWith(WRAP)) return next(specifier, { ...context, parentURL: context.parentURL.slice(WRAP.length) });
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (!url.startsWith(WRAP)) return next(url, context);
  const real = url.slice(WRAP.length);
  const names = Object.keys(await import(real)).filter((n) => n !== 'default');
  const source = 'import * as real from ' + JSON.stringify(real) + ';\\n' + names.map((n) =>
    'export const ' + n + ' = typeof real.' + n + " === 'function' && /^plugin/.test(" + JSON.stringify(n) + ') ? (options, ...rest) => Object.assign(real.' + n + '(options, ...rest), { __options: options ?? {} }) : real.' + n + ';').join('\\n');
  return { format: 'module', source, shortCircuit: true };
}
`),
);
