/**
 * Rspress's icons and `SvgWrapper`, as Rspress themes and pages use them (`<IconCopy />`,
 * `<SvgWrapper icon={IconSearch} />`): docsite's own icons where it has one, a few more drawn here in the
 * same style, and `copyToClipboard`.
 */
import type { ComponentType, SVGProps } from 'react';
import { IconCheck, IconChevronRight } from '../theme/icons.tsx';
import { copyText } from '../theme/copy.ts';

export { IconClose, IconCopy, IconEdit, IconMenu, IconMoon, IconSearch, IconSun, IconWrap } from '../theme/icons.tsx';

type P = SVGProps<SVGSVGElement>;
const stroke = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true };

export const IconSuccess = IconCheck;
export const IconArrowRight = (p: P) => (<svg {...stroke} {...p}><path d="M5 12h14M13 6l6 6-6 6" /></svg>);
export const IconFile = (p: P) => (<svg {...stroke} {...p}><path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" /><path d="M14 3v5h5" /></svg>);
export const IconArrowDown = (p: P) => <IconChevronRight {...p} style={{ transform: 'rotate(90deg)', ...p.style }} />;

/** An icon given as a component or as an image URL, at the size given. */
export function SvgWrapper({ icon: Icon, ...props }: { icon: ComponentType<P> | string } & P) {
  if (typeof Icon === 'string') return <img src={Icon} alt="" width={props.width} height={props.height} className={props.className} />;
  return <Icon {...props} />;
}

/** Copies text to the clipboard; true when it was copied. */
export function copyToClipboard(text: string): Promise<boolean> {
  return copyText(text, 'Copy: {shortcut}, Enter');
}
