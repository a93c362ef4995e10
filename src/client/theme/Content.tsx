/** The current page's content, for layouts a site theme writes (`layout:` in front matter, or a replaced Layout). */
import { usePageState } from '../runtime/context.tsx';
import { MdxContent } from './MdxContent.tsx';

export function Content() {
  return <MdxContent Content={usePageState().Content} />;
}
