/** dev's title of a page not compiled yet reads the front matter as YAML, as the compiler does. */
import { expect, test } from 'vitest';
import { quickTitle } from '../../src/node/dev/compiler.ts';

test('front matter titles in any YAML form, else the first heading outside code', () => {
  expect(quickTitle('---\ntitle: Plain\n---\n# Heading\n')).toBe('Plain');
  expect(quickTitle("---\ntitle: 'It''s quoted'\n---\n")).toBe("It's quoted");
  expect(quickTitle('---\ntitle: "Say \\"hi\\""\n---\n')).toBe('Say "hi"');
  expect(quickTitle('---\ntitle: >-\n  Folded\n  title\n---\n# Heading\n')).toBe('Folded title');
  expect(quickTitle('---\ntitle: Kept # a YAML comment\n---\n')).toBe('Kept');
  expect(quickTitle('---\nmeta:\n  title: nested\n---\n```md\n# not this\n```\n# The *heading*\n')).toBe('The heading');
  expect(quickTitle('no title here')).toBe('');
});
