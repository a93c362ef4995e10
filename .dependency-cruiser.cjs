/**
 * The layers of src/, lowest first: a module imports only from its own layer or lower ones (README,
 * Architecture). `test/unit/layers.test.ts` runs this and fails on a new back edge or cycle.
 */
const LAYERS = [
  ['core', '^src/shared/|^src/node/(errors|logger|package-root|code-frame|did-you-mean|define-config)\\.ts$'],
  ['plugin driver', '^src/node/plugins/'],
  ['config', '^src/node/config/'],
  ['content', '^src/node/content/'],
  ['markdown', '^src/node/markdown/'],
  ['search', '^src/node/search/'],
  ['pipeline', '^src/node/pipeline/'],
  ['commands', '^src/node/(dev|init)/|^src/node/(cli|index)\\.ts$'],
];

const backEdges = [];
for (let low = 0; low < LAYERS.length; low++) {
  for (let high = low + 1; high < LAYERS.length; high++) {
    backEdges.push({
      name: `layer-${LAYERS[low][0].replace(/ /g, '-')}-imports-${LAYERS[high][0].replace(/ /g, '-')}`,
      comment: `${LAYERS[low][0]} is below ${LAYERS[high][0]}: move what both need down a layer`,
      severity: 'error',
      from: { path: LAYERS[low][1] },
      to: { path: LAYERS[high][1] },
    });
  }
}

module.exports = {
  forbidden: [
    ...backEdges,
    {
      name: 'no-cycle',
      comment: 'modules that import each other at run time (even through others): one of them holds what the other needs',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'browser-code-imports-node',
      comment: 'src/client and src/shared run in the browser: no Node built-ins, nothing of src/node',
      severity: 'error',
      from: { path: '^src/(client|shared)/' },
      to: { path: '^src/node/|^node:|^(fs|path|url|crypto|os|child_process|worker_threads|zlib|http|stream|util)$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-code-imports-node-builtin',
      severity: 'error',
      from: { path: '^src/(client|shared)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'runtime-imports-theme',
      comment: 'the runtime reaches the theme only through the generated docsite:site-theme module',
      severity: 'error',
      from: { path: '^src/client/runtime/' },
      to: { path: '^src/client/theme/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
