/** Social links: the first five as icons, the rest in a panel that opens on hover or focus. */
import type { SocialLink } from '../shared/page-data.ts';
import { site, useT } from '../runtime/context.tsx';
import { IconBluesky, IconDiscord, IconGithub, IconMore, IconX } from './icons.tsx';

const ICONS = { github: IconGithub, x: IconX, discord: IconDiscord, bluesky: IconBluesky };
export const SOCIAL_OVERFLOW = 5;

function SocialIcon({ link }: { link: SocialLink }) {
  if (typeof link.icon === 'object') return <span className="social-svg" dangerouslySetInnerHTML={{ __html: link.icon.svg }} />;
  const Icon = ICONS[link.icon];
  return <Icon />;
}

function SocialItem({ link }: { link: SocialLink }) {
  const name = link.label ?? (typeof link.icon === 'string' ? link.icon : 'link');
  switch (link.mode) {
    case 'text':
      return <span className="social-item social-text" title={link.content}><SocialIcon link={link} /><span>{link.content}</span></span>;
    case 'img':
      return <span className="social-item social-img"><SocialIcon link={link} /><img src={link.content} alt={name} width={120} height={120} loading="lazy" /></span>;
    case 'dom':
      return <span className="social-item social-dom" dangerouslySetInnerHTML={{ __html: link.content }} />;
    default:
      return (
        <a className="social-item icon-button" href={link.content} target="_blank" rel="noopener noreferrer" aria-label={name} title={name}>
          <SocialIcon link={link} />
        </a>
      );
  }
}

export function SocialLinks() {
  const t = useT();
  const links = site.socialLinks;
  if (!links.length) return null;
  const shown = links.slice(0, SOCIAL_OVERFLOW);
  const rest = links.slice(SOCIAL_OVERFLOW);
  return (
    <div className="social-links">
      {shown.map((link, i) => <SocialItem key={i} link={link} />)}
      {rest.length > 0 && (
        <div className="social-more menu">
          <button type="button" className="icon-button" aria-haspopup="true" aria-label={t('socialMore')}><IconMore /></button>
          <div className="menu-panel social-more-panel">
            {rest.map((link, i) => <SocialItem key={i} link={link} />)}
          </div>
        </div>
      )}
    </div>
  );
}
