/**
 * `docsite init [dir]`: writes a starting project from templates/init/: site.config.ts, a home page and a
 * guide of two pages per language, a package.json with dev/build/preview scripts, a .gitignore and a
 * tsconfig.json. It never overwrites a file: when one of the files it would create exists, it writes nothing.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { DocsiteError } from '../errors.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

export interface InitAnswers {
  title: string;
  description: string;
  /** One or two language codes; the first is the default (no URL prefix). */
  langs: string[];
}

export interface InitResult {
  dir: string;
  /** Files written, relative to dir. */
  written: string[];
  /** package.json scripts added, by name (`docs:build` when `build` was taken). */
  scripts: Record<string, string>;
}

const TEMPLATES = join(PACKAGE_ROOT, 'templates', 'init');
/** Page templates exist in these languages; another language starts from the English pages. */
const TEMPLATE_LANGS = ['en', 'zh'];
const LABELS: Record<string, string> = { en: 'English', zh: '简体中文', ja: '日本語', ko: '한국어', fr: 'Français', de: 'Deutsch', es: 'Español', pt: 'Português', ru: 'Русский' };
const GITIGNORE_LINES = ['node_modules/', 'dist/', '.docsite-cache/'];

/** The description init gives a site when none is asked for, in the template languages. */
const DEFAULT_DESCRIPTION: Record<string, (title: string) => string> = { en: (title) => `Documentation for ${title}`, zh: (title) => `${title} 文档` };

export function defaultAnswers(dir: string): InitAnswers {
  const title = basename(resolve(dir)) || 'Docs';
  return { title, description: DEFAULT_DESCRIPTION.en(title), langs: ['en'] };
}

/** The description in `lang`: the default one is written in that language's words (a Chinese home gets a Chinese tagline). */
function descriptionIn(answers: InitAnswers, lang: string): string {
  const isDefault = answers.description === DEFAULT_DESCRIPTION.en(answers.title);
  return isDefault && DEFAULT_DESCRIPTION[lang] ? DEFAULT_DESCRIPTION[lang](answers.title) : answers.description;
}

/** Language codes from "en", "en,zh" or "en zh": one or two, each a BCP 47-like tag. */
export function parseLangs(value: string): string[] {
  const langs = value.split(/[\s,]+/).filter(Boolean);
  if (langs.length < 1 || langs.length > 2) throw new DocsiteError(`expected one or two language codes, got "${value}"`, { hint: 'for example: en, or en,zh' });
  for (const lang of langs) if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) throw new DocsiteError(`"${lang}" is not a language code`, { hint: 'for example: en, zh, pt-BR' });
  if (langs[0] === langs[1]) throw new DocsiteError(`"${langs[0]}" is given twice`, { hint: 'give two different languages, or one' });
  return langs;
}

/** A single-quoted TypeScript string. */
const tsString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function templateFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? templateFiles(join(dir, name), `${prefix}${name}/`) : [prefix + name]));
}

/** The nav and sidebar labels of the template pages, per template language. */
const LABELS_BY_TEMPLATE: Record<string, { guide: string; start: string; writing: string }> = {
  en: { guide: 'Guide', start: 'Getting started', writing: 'Writing pages' },
  zh: { guide: '指南', start: '快速开始', writing: '编写页面' },
};

/** Nav and sidebar (written out, so the config shows how to change them); for two languages, one locale each. */
function navAndSidebar(lang: string, indent: string): string {
  const t = LABELS_BY_TEMPLATE[TEMPLATE_LANGS.includes(lang) ? lang : 'en'];
  return [
    `nav: [{ text: ${tsString(t.guide)}, link: '/guide/getting-started', activeMatch: '^/guide/' }],`,
    `sidebar: {`,
    `  '/guide/': [`,
    `    {`,
    `      text: ${tsString(t.guide)},`,
    `      items: [`,
    `        { text: ${tsString(t.start)}, link: '/guide/getting-started' },`,
    `        { text: ${tsString(t.writing)}, link: '/guide/writing-pages' },`,
    `      ],`,
    `    },`,
    `  ],`,
    `},`,
  ]
    .map((line) => indent + line)
    .join('\n');
}

function languagesBlock(answers: InitAnswers): string {
  const { langs } = answers;
  const lang = langs.length === 1 && langs[0] === 'en' ? '' : `  lang: '${langs[0]}',\n`;
  if (langs.length === 1) return `${lang}  themeConfig: {\n${navAndSidebar(langs[0], '    ')}\n  },\n`;
  // A locale whose description reads otherwise than the site's (the default one, in Chinese) sets its own.
  const description = (l: string) => (descriptionIn(answers, l) === descriptionIn(answers, langs[0]) ? '' : `        description: ${tsString(descriptionIn(answers, l))},\n`);
  const locales = langs.map((l) => `      {\n        lang: '${l}',\n        label: ${tsString(LABELS[l] ?? l)},\n${description(l)}${navAndSidebar(l, '        ')}\n      },`).join('\n');
  return `${lang}  themeConfig: {\n    locales: [\n${locales}\n    ],\n  },\n`;
}

/** Every file init would create, with its text (package.json and .gitignore are handled on their own). */
export function plannedFiles(answers: InitAnswers): Map<string, string> {
  const files = new Map<string, string>();
  // Front matter is YAML, where a JSON string is a valid scalar whatever it holds.
  const config = { title: tsString(answers.title), description: tsString(descriptionIn(answers, answers.langs[0])), languages: languagesBlock(answers) };
  files.set('site.config.ts', fill(readFileSync(join(TEMPLATES, 'site.config.ts'), 'utf8'), config));
  const bilingual = answers.langs.length > 1;
  for (const [i, lang] of answers.langs.entries()) {
    const from = TEMPLATE_LANGS.includes(lang) ? lang : 'en';
    const quoted = { title: JSON.stringify(answers.title), description: JSON.stringify(descriptionIn(answers, lang)) };
    const contentDir = bilingual ? `content/${lang}/` : 'content/';
    const pageRoute = (i === 0 ? '' : `/${lang}`) + '/guide/getting-started';
    for (const file of templateFiles(join(TEMPLATES, from))) {
      files.set(contentDir + file, fill(readFileSync(join(TEMPLATES, from, file), 'utf8'), { ...quoted, contentDir, pageRoute }));
    }
  }
  files.set('tsconfig.json', readFileSync(join(TEMPLATES, 'tsconfig.json'), 'utf8'));
  return files;
}

const SCRIPTS = { dev: 'docsite dev', build: 'docsite build', preview: 'docsite preview' };

/** The scripts to add: `dev`, `build`, `preview`, or `docs:…` for a name the project already uses for something else. */
function scriptsToAdd(existing: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, command] of Object.entries(SCRIPTS)) {
    if (Object.values(existing).includes(command)) continue;
    out[existing[name] === undefined ? name : `docs:${name}`] = command;
  }
  return out;
}

export function initProject(dirArg: string, answers: InitAnswers): InitResult {
  const dir = resolve(dirArg);
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new DocsiteError(`${dirArg} is not a folder`);
  const files = plannedFiles(answers);
  // A tsconfig.json of the project's own is kept: it is the one thing init may leave out.
  if (existsSync(join(dir, 'tsconfig.json'))) files.delete('tsconfig.json');
  const taken = [...files.keys()].filter((file) => existsSync(join(dir, file)));
  if (taken.length) {
    throw new DocsiteError(`${relative(process.cwd(), dir) || '.'} already has ${taken.join(', ')}; init writes nothing over existing files`, {
      hint: 'run it in an empty folder: docsite init <new-folder>',
    });
  }

  const written: string[] = [];
  for (const [file, text] of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text, { flag: 'wx' });
    written.push(file);
  }
  mkdirSync(join(dir, 'content', 'public'), { recursive: true });

  // package.json: created, or given the scripts it lacks (nothing else in it changes).
  const manifestFile = join(dir, 'package.json');
  let scripts: Record<string, string>;
  if (existsSync(manifestFile)) {
    const text = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(text) as { scripts?: Record<string, string> };
    scripts = scriptsToAdd(manifest.scripts ?? {});
    if (Object.keys(scripts).length) {
      manifest.scripts = { ...manifest.scripts, ...scripts };
      const indent = /^\{\n([ \t]+)"/.exec(text)?.[1] ?? 2;
      writeFileSync(manifestFile, JSON.stringify(manifest, null, indent) + '\n');
      written.push('package.json (scripts added)');
    }
  } else {
    scripts = { ...SCRIPTS };
    const version = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    const name = basename(dir).toLowerCase().replace(/[^a-z0-9-_.]+/g, '-').replace(/^[-_.]+|-+$/g, '') || 'docs';
    const manifest = { name, private: true, type: 'module', scripts, devDependencies: { docsite: `^${version}` } };
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n', { flag: 'wx' });
    written.push('package.json');
  }

  // .gitignore: created, or given the lines it lacks.
  const ignoreFile = join(dir, '.gitignore');
  const present = existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : undefined;
  // `dist`, `dist/`, `/dist` and `/dist/` all ignore the folder.
  const existing = new Set(present?.split(/\r?\n/).map((l) => l.trim().replace(/^\//, '').replace(/\/$/, '')));
  const missing = GITIGNORE_LINES.filter((line) => !existing.has(line.slice(0, -1)));
  if (missing.length) {
    writeFileSync(ignoreFile, (present === undefined ? '' : present.endsWith('\n') || !present ? present : present + '\n') + missing.join('\n') + '\n');
    written.push(present === undefined ? '.gitignore' : '.gitignore (lines added)');
  }
  return { dir, written, scripts };
}
