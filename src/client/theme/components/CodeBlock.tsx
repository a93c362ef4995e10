/**
 * A build-time highlighted code block: optional title, the HTML from shiki, and two buttons: wrap long
 * lines (on by default for `wrapCode` blocks) and copy.
 */
import { useRef, useState } from 'react';
import { IconCheck, IconCopy, IconWrap } from '../icons.tsx';
import { useT } from '../../runtime/context.tsx';
import { UiString } from '../../../shared/ui-keys.ts';

export interface CodeBlockProps {
  html: string;
  lang?: string;
  title?: string;
  lineNumbers?: boolean;
  wrap?: boolean;
}

export function CodeBlock({ html, lang, title, lineNumbers, wrap = false }: CodeBlockProps) {
  const t = useT();
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(wrap);
  const onCopy = async () => {
    const pre = body.current?.querySelector('pre');
    if (!pre) return;
    // Loaded on the first copy: no page needs it before (the shell every page loads stays smaller).
    const { copyText, codeToCopy } = await import('../copy.ts');
    if (await copyText(codeToCopy(pre), t(UiString.copyPrompt))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };
  const className = ['code-block', lineNumbers && 'line-numbers', wrapped && 'wrap'].filter(Boolean).join(' ');
  return (
    <div className={className} data-lang={lang}>
      {title && <div className="code-title">{title}</div>}
      <div className="code-body">
        <div className="code-html" ref={body} dangerouslySetInnerHTML={{ __html: html }} />
        <div className="code-actions">
          <button type="button" className="wrap-button" onClick={() => setWrapped((w) => !w)} aria-pressed={wrapped} aria-label={t(UiString.wrapLines)} title={t(UiString.wrapLines)}>
            <IconWrap />
          </button>
          <button type="button" className={copied ? 'copy-button copied' : 'copy-button'} onClick={onCopy} aria-label={copied ? t(UiString.copied) : t(UiString.copyCode)} title={copied ? t(UiString.copied) : t(UiString.copyCode)}>
            {copied ? <IconCheck /> : <IconCopy />}
          </button>
        </div>
      </div>
    </div>
  );
}
