/**
 * Request-path safety shared by the dev and preview servers: traversal in any encoding, backslashes
 * and NUL bytes are refused before any file lookup.
 */
export function isUnsafeRequestPath(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0].split('#')[0];
  if (/%2e|%2f|%5c|%00|\\|\0/i.test(path)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return true;
  return decoded.split('/').some((segment) => segment === '..' || segment === '.');
}
