/**
 * Copies text: the Clipboard API first, then the older execCommand route, then a prompt showing
 * the text with the platform's shortcut ("Copy to clipboard: Cmd+C, Enter").
 */
export async function copyText(text: string, promptTemplate: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // fall through to the older API
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (ok) return true;
  } catch {
    // fall through to the prompt
  }
  const isMac = /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
  window.prompt(promptTemplate.replace('{shortcut}', isMac ? 'Cmd+C' : 'Ctrl+C'), text);
  return false;
}

/** Classes the notation transformers put on a line whose `// [!code …]` comment they removed. */
const NOTATION_LINE = ['diff', 'highlighted', 'focused', 'error', 'warning'];

/**
 * The code to paste: lines removed in a diff left out, and the whitespace that stood before a removed
 * `// [!code ++]` comment trimmed from its line.
 */
export function codeToCopy(pre: HTMLElement): string {
  const lines = [...pre.querySelectorAll<HTMLElement>('.line')];
  if (!lines.length) return pre.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) => {
      const text = line.textContent ?? '';
      return NOTATION_LINE.some((name) => line.classList.contains(name)) ? text.trimEnd() : text;
    })
    .join('\n');
}
