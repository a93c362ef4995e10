/** Rspress's `themeConfig.darkMode` values: whether readers may switch, and the theme the head script applies before first paint. */
import { describe, expect, it, vi } from 'vitest';
import { themeScriptMakesDark as dark } from './theme-script.ts';
import { resolveDarkMode, watchAppearance, type DarkMode } from '../../src/shared/appearance.ts';
import { APPEARANCE_SCRIPT, LIGHT_ONLY_SCRIPT, appearanceScript } from '../../src/shared/appearance-script.ts';


const cases: [DarkMode | undefined, boolean, { switchable: boolean; fresh: [boolean, boolean]; storedLight: boolean }][] = [
  // [darkMode, appearance, { switch shown, dark for a fresh reader on a light / dark system, dark when 'light' is stored on a dark system }]
  [undefined, true, { switchable: true, fresh: [false, true], storedLight: false }],
  [undefined, false, { switchable: false, fresh: [false, false], storedLight: false }],
  [true, true, { switchable: true, fresh: [false, true], storedLight: false }],
  ['auto', true, { switchable: true, fresh: [false, true], storedLight: false }],
  ['dark', true, { switchable: true, fresh: [true, true], storedLight: false }],
  ['light', true, { switchable: true, fresh: [false, false], storedLight: false }],
  [false, true, { switchable: false, fresh: [false, false], storedLight: false }],
  ['force-light', true, { switchable: false, fresh: [false, false], storedLight: false }],
  ['force-dark', true, { switchable: false, fresh: [true, true], storedLight: true }],
  ['force-auto', true, { switchable: false, fresh: [false, true], storedLight: true }],
];

describe('themeConfig.darkMode', () => {
  it.each(cases)('darkMode %s (appearance %s)', (darkMode, appearance, expected) => {
    const mode = resolveDarkMode(darkMode, appearance);
    expect(mode.switchable).toBe(expected.switchable);
    const script = appearanceScript(mode);
    expect([dark(script, null, false), dark(script, null, true)]).toEqual(expected.fresh);
    expect(dark(script, 'light', true)).toBe(expected.storedLight);
  });

  it('leaves the scripts of sites without darkMode as they were (their CSP hashes too)', () => {
    expect(appearanceScript(resolveDarkMode(undefined, true))).toBe(APPEARANCE_SCRIPT);
    expect(appearanceScript(resolveDarkMode(undefined, false))).toBe(LIGHT_ONLY_SCRIPT);
  });
});

describe('watchAppearance', () => {
  it('applies the system theme as it is when watching starts: a change between the head script and hydration raised no event it could hear', () => {
    const classes = new Set<string>();
    const root = { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)), contains: (name: string) => classes.has(name) }, style: {} as { colorScheme?: string } };
    const media = { matches: true, addEventListener() {}, removeEventListener() {} };
    vi.stubGlobal('window', { matchMedia: () => media, addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal('document', { documentElement: root });
    vi.stubGlobal('localStorage', { getItem: () => null });
    try {
      // The head script ran on a light system; the reader's system went dark before the watcher loaded.
      const stop = watchAppearance('auto', true);
      expect(classes.has('dark')).toBe(true);
      expect(root.style.colorScheme).toBe('dark');
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
