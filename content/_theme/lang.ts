/** The current language, narrowed to the two this site has. */
import { useLang as useDocsiteLang } from 'docsite/theme';

export function useLang(): 'en' | 'zh' {
  return useDocsiteLang() === 'zh' ? 'zh' : 'en';
}
