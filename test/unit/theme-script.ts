/** Runs a page's head theme script against a stored choice and a system preference: whether the page comes out dark. */
import { runInNewContext } from 'node:vm';

export function themeScriptMakesDark(script: string, stored: string | null, systemDark: boolean): boolean {
  const classes = new Set<string>();
  const document = {
    addEventListener() {},
    documentElement: { classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)), remove: (c: string) => classes.delete(c) }, style: {} },
  };
  runInNewContext(script, { document, localStorage: { getItem: () => stored }, window: { matchMedia: () => ({ matches: systemDark }) } });
  return classes.has('dark');
}
