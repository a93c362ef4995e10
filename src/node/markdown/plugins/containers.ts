/**
 * `:::tip Title` … `:::` containers (tip, info, note, warning, caution, danger, details; important, drawn as info).
 * The container directive syntax (registered by `syntax.ts`) parses them.
 */
import type { Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import { containerTitle, type ContainerTitleKey } from '../../../shared/ui-strings.ts';

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'important', 'warning', 'caution', 'danger', 'details'] as const;
type ContainerType = (typeof CONTAINER_TYPES)[number];

/**
 * VitePress containers that are no callout: `::: code-group` (its blocks, each titled by its `[label]`, one
 * after the other) and `::: v-pre` (Vue's "do not interpolate", which docsite never does).
 */
const PLAIN_WRAPPERS: Record<string, string | undefined> = { 'code-group': 'code-group', 'v-pre': undefined };

export interface ContainerWarning {
  message: string;
  line?: number;
}

/**
 * Gives a `:::name` container its element, class and title (warning on an unknown name); see tree-pass.ts.
 * A container without a title gets its type's, in the page's language.
 */
export function transformContainer(directive: ContainerDirective, file: VFile, lang: string, ownTitles?: Partial<Record<ContainerTitleKey, string>>): void {
  const name = directive.name.toLowerCase();
  if (name in PLAIN_WRAPPERS) {
    directive.data = { hName: 'div', hProperties: PLAIN_WRAPPERS[name] ? { className: [PLAIN_WRAPPERS[name]] } : {} };
    return;
  }
  const known = (CONTAINER_TYPES as readonly string[]).includes(name);
  if (!known) {
    (file.data.warnings ??= []).push({
      message: `unknown container type ":::${directive.name}" rendered as a plain block`,
      line: directive.position?.start.line,
    });
  }
  const children = directive.children;
  let title: string | undefined;
  const first = children[0] as Paragraph & {
    data?: { directiveLabel?: boolean };
  };
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    title = toString(first);
    children.shift();
  }
  // `:::tip{title="…"}` (Rspress's attribute form).
  title ??= directive.attributes?.title ?? undefined;
  const type = (known ? name : 'note') as ContainerType;
  const titleNode = {
    type: 'paragraph',
    data: {
      hName: name === 'details' ? 'summary' : 'p',
      hProperties: { className: ['container-title'] },
    },
    children: [{ type: 'text', value: title ?? containerTitle(type, lang, ownTitles) }],
  };
  directive.data = {
    hName: name === 'details' ? 'details' : 'div',
    hProperties: { className: ['container', `container-${type}`] },
  };
  directive.children = [titleNode as Paragraph, ...children];
}

