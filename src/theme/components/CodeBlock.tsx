/** A build-time highlighted code block: optional title, the HTML from shiki, and a copy button. */
import { useRef, useState } from 'react';
import { IconCheck, IconCopy } from '../icons.tsx';
import { useT } from '../../runtime/context.tsx';
import { copyText } from '../copy.ts';

export interface CodeBlockProps {
  html: string;
  lang?: string;
  title?: string;
  lineNumbers?: boolean;
  wrap?: boolean;
}

export function CodeBlock({ html, lang, title, lineNumbers, wrap }: CodeBlockProps) {
  const t = useT();
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    const pre = body.current?.querySelector('pre');
    if (!pre) return;
    // Lines marked as removed in a diff are not part of the code to paste.
    const lines = [...pre.querySelectorAll<HTMLElement>('.line')].filter((l) => !l.classList.contains('remove'));
    const text = lines.length ? lines.map((l) => l.textContent ?? '').join('\n') : (pre.textContent ?? '');
    if (await copyText(text, t('copyPrompt'))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };
  const className = ['code-block', lineNumbers && 'line-numbers', wrap && 'wrap'].filter(Boolean).join(' ');
  return (
    <div className={className} data-lang={lang}>
      {title && <div className="code-title">{title}</div>}
      <div className="code-body">
        <div className="code-html" ref={body} dangerouslySetInnerHTML={{ __html: html }} />
        <button type="button" className={copied ? 'copy-button copied' : 'copy-button'} onClick={onCopy} aria-label={copied ? t('copied') : t('copyCode')} title={copied ? t('copied') : t('copyCode')}>
          {copied ? <IconCheck /> : <IconCopy />}
        </button>
      </div>
    </div>
  );
}
