// Speed fixes applied to bundled dependencies as esbuild loads them (bin/bundle.mjs). Each names the
// exact text it replaces: when an upgrade changes that text the bundle fails, so a fix is never
// silently lost or applied to code it was not checked against.
import { readFileSync } from 'node:fs';

/**
 * mdast-util-from-markdown (2.1.0) calls each event's handler with `this` set to a fresh spread of its
 * compile context (`{...context, sliceSerialize}`), up to three objects per micromark event. One
 * context whose `sliceSerialize` is set before each event does the same: handlers run synchronously,
 * one at a time, and none keeps `this` past its call (they read `this.stack`, `this.data` … and call
 * `this.enter` …, all shared by every copy anyway). Parsing this repository's pages takes about half
 * the CPU it did; test/unit/dependency-patches.test.ts compares the trees of every page both ways.
 */
const FROM_MARKDOWN_CONTEXT = {
  file: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/,
  replacements: [
    [
      `    events = prepared;
    index = -1;
    while (++index < events.length) {
      const handler = config[events[index][0]];
      if (events[index][0] === 'enter' && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, {
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
      if (own.call(handler, events[index][1].type)) {
        // Note: spread first, V8 has optimizations for object shape cloning.
        handler[events[index][1].type].call({
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
      if (events[index][0] === 'exit' && config.afterExit.length > 0) {
        callListeners(config.afterExit, {
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }
    }`,
      `    events = prepared;
    index = -1;
    // docsite (bin/dependency-patches.mjs): one context for every event.
    const eventContext = { ...context, sliceSerialize: undefined };
    while (++index < events.length) {
      const handler = config[events[index][0]];
      eventContext.sliceSerialize = events[index][2].sliceSerialize;
      if (events[index][0] === 'enter' && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, eventContext, events[index][1]);
      }
      if (own.call(handler, events[index][1].type)) {
        handler[events[index][1].type].call(eventContext, events[index][1]);
      }
      if (events[index][0] === 'exit' && config.afterExit.length > 0) {
        callListeners(config.afterExit, eventContext, events[index][1]);
      }
    }`,
    ],
  ],
};

const PATCHES = [FROM_MARKDOWN_CONTEXT];

/** `source` (the file `path`) with the patches for that file applied; throws when a patch's text is not there. */
export function patchSource(path, source) {
  for (const patch of PATCHES) {
    if (!patch.file.test(path)) continue;
    for (const [from, to] of patch.replacements) {
      const at = source.indexOf(from);
      if (at < 0 || source.indexOf(from, at + 1) >= 0) {
        throw new Error(`bin/dependency-patches.mjs: ${path} no longer holds the text this patch replaces (once); check the new version and update or drop the patch`);
      }
      source = source.replace(from, () => to);
    }
  }
  return source;
}

/** The esbuild plugin that applies the patches to the files they name. */
export const dependencyPatches = {
  name: 'dependency-patches',
  setup(build) {
    for (const patch of PATCHES) {
      build.onLoad({ filter: patch.file }, ({ path }) => ({ contents: patchSource(path, readFileSync(path, 'utf8')), loader: 'js' }));
    }
  },
};
