/**
 * A one-line shell command styled like a code block, with the same copy button. `html`: the command as the
 * build highlighted it (a `bash` block's HTML); without it, plain text.
 */
import { useState } from 'react';
import { IconCheck, IconCopy } from '../icons.tsx';
import { useT } from '../../runtime/context.tsx';
import { UiString } from '../../../shared/ui-keys.ts';

export function CopyableCommand({ command, html }: { command: string; html?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    const { copyText } = await import('../copy.ts'); // loaded on the first copy, as in CodeBlock
    if (await copyText(command, t(UiString.copyPrompt))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };
  return (
    <div className="code-block" data-lang="bash">
      <div className="code-body">
        {html ? (
          <div className="code-html" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <div className="code-html">
            <pre className="shiki command"><code><span className="line">{command}</span></code></pre>
          </div>
        )}
        <button type="button" className={copied ? 'copy-button copied' : 'copy-button'} onClick={onCopy} aria-label={copied ? t(UiString.copied) : t(UiString.copyCode)}>
          {copied ? <IconCheck /> : <IconCopy />}
        </button>
      </div>
    </div>
  );
}
