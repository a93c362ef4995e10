/**
 * Social links: the first five as icons, the rest in a panel that opens on hover, click or keyboard.
 * Modes: `link` (icon linking out), `text` (icon showing the text in a popover, e.g. a WeChat id),
 * `img` (icon showing a picture in a popover, e.g. a QR code) and `dom` (the site's own HTML).
 */
import type { SocialLink } from '../../shared/page-data.ts';
import { site, useT } from '../runtime/context.tsx';
import { IconBluesky, IconDiscord, IconGithub, IconMore, IconX } from './icons.tsx';
import { useDisclosure } from './disclosure.ts';
import { UiString } from '../../shared/ui-keys.ts';

const ICONS = { github: IconGithub, x: IconX, discord: IconDiscord, bluesky: IconBluesky };
export const SOCIAL_OVERFLOW = 5;

function SocialIcon({ link }: { link: SocialLink }) {
  if (typeof link.icon === 'object') return <span className="social-svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: link.icon.svg }} />;
  const Icon = ICONS[link.icon];
  return <Icon />;
}

/** How the built-in icons' services spell their names (aria-label and tooltip). */
const SERVICE_NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord', bluesky: 'Bluesky' };
const nameOf = (link: SocialLink) => link.label ?? (typeof link.icon === 'string' ? (SERVICE_NAMES[link.icon] ?? link.icon) : 'link');

/** An icon button whose popover shows the link's text or picture. */
function SocialPopover({ link }: { link: SocialLink }) {
  const { open, rootProps, buttonProps, panelProps } = useDisclosure();
  const name = nameOf(link);
  return (
    <div className={`menu social-item social-${link.mode}${open ? ' open' : ''}`} {...rootProps}>
      <button type="button" className="icon-button" aria-label={name} title={name} {...buttonProps}>
        <SocialIcon link={link} />
      </button>
      <div className="menu-panel social-popover" {...panelProps}>
        {link.mode === 'img' ? <img src={link.content} alt={name} width={120} height={120} loading="lazy" /> : <span className="social-popover-text">{link.content}</span>}
      </div>
    </div>
  );
}

function SocialItem({ link }: { link: SocialLink }) {
  const name = nameOf(link);
  switch (link.mode) {
    case 'text':
    case 'img':
      return <SocialPopover link={link} />;
    case 'dom':
      return <span className="social-item social-dom" dangerouslySetInnerHTML={{ __html: link.content }} />;
    default:
      return (
        <a className="social-item social-link icon-button" href={link.content} target="_blank" rel="noopener noreferrer" aria-label={name} title={name}>
          <SocialIcon link={link} />
        </a>
      );
  }
}

function SocialMore({ links }: { links: SocialLink[] }) {
  const t = useT();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div className={open ? 'social-more menu open' : 'social-more menu'} {...rootProps}>
      <button type="button" className="icon-button" aria-label={t(UiString.socialMore)} title={t(UiString.socialMore)} {...buttonProps}>
        <IconMore />
      </button>
      <div className="menu-panel social-more-panel" {...panelProps}>
        {links.map((link, i) => <SocialItem key={i} link={link} />)}
      </div>
    </div>
  );
}

export function SocialLinks() {
  const links = site.socialLinks;
  if (!links.length) return null;
  const shown = links.slice(0, SOCIAL_OVERFLOW);
  const rest = links.slice(SOCIAL_OVERFLOW);
  return (
    <div className="social-links">
      {shown.map((link, i) => <SocialItem key={i} link={link} />)}
      {rest.length > 0 && <SocialMore links={rest} />}
    </div>
  );
}
