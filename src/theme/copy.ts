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
