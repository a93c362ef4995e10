/**
 * The landing hero: logo (optional oval glow behind it), title, subtitle, description and its buttons
 * (see hero-frontmatter.ts for what a page writes). Optional stars drift toward the pointer when it comes
 * within 100 px.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { IconGithub } from '../icons.tsx';
import { heroView, type HeroFrontmatter } from './hero-frontmatter.ts';
import { routeContext, site, useLang, useLocale, usePage } from '../../runtime/context.tsx';
import { resolveInternalHref } from '../../../shared/routes.ts';
import { useSlots } from '../slots.tsx';

export const STAR_POSITIONS: [number, number][] = [
  [91.4, 22.9], [36, 67.6], [94.1, 47.7], [33.8, 32.5], [43.1, 77.6], [9.8, 73.4], [16.1, 17.1], [1, 10], [88.3, 44.9],
  [19.3, 79], [28.5, 11.8], [94.6, 44.9], [53.8, 3.4], [41.7, 20], [56.9, 80.6], [16.4, 83.4], [39.4, 66.8], [19, 18.4],
  [25.1, 28.1], [18.9, 35.6], [32.9, 12.3], [21.2, 72.8], [83.3, 79.8], [71.4, 36.8], [62.2, 50.4], [45.4, 13.7],
  [61.1, 28.5], [18.2, 64.1], [40.7, 34.7], [87.6, 20.7], [78.3, 30.8], [84.4, 58.2], [74.2, 74.5], [12.4, 66.4], [68.2, 41.6],
];
export const STAR_PROXIMITY = 100;

/** What a home page's `hero` front matter holds, in either dialect (hero-frontmatter.ts); a site theme passes the same. */
export type HeroProps = HeroFrontmatter;

/** Offset a star moves by: toward the pointer when it is within the proximity box, else none. */
export function starOffset(star: { x: number; y: number }, pointer: { x: number; y: number }): { x: number; y: number } {
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  return Math.abs(dx) < STAR_PROXIMITY && Math.abs(dy) < STAR_PROXIMITY ? { x: dx, y: dy } : { x: 0, y: 0 };
}

function Stars({ pointer }: { pointer: { x: number; y: number } | null }) {
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  return (
    <div className="hero-stars" aria-hidden="true">
      {STAR_POSITIONS.map(([top, left], i) => {
        const el = refs.current[i];
        let offset = { x: 0, y: 0 };
        if (pointer && el?.offsetParent) {
          // The star's resting place (its own transform left out), in page coordinates.
          const box = el.offsetParent.getBoundingClientRect();
          offset = starOffset({ x: box.left + window.scrollX + el.offsetLeft, y: box.top + window.scrollY + el.offsetTop }, pointer);
        }
        const size = i / 20 + 3;
        return (
          <span
            key={i}
            ref={(node) => {
              refs.current[i] = node;
            }}
            className="hero-star"
            style={{ top: `${top}%`, left: `${left}%`, width: size, height: size, transform: `translate(${offset.x}px, ${offset.y}px)` }}
          />
        );
      })}
    </div>
  );
}

export function Hero(props: HeroProps) {
  const lang = useLang();
  const { version } = usePage();
  const locale = useLocale();
  const { title, subTitle, description, logo, actions, showStars, showOvalBg } = heroView(props, {
    siteTitle: locale.title || site.title,
    repoUrl: site.repoUrl,
    href: (link) => resolveInternalHref(link, lang, routeContext, version),
    base: routeContext.base,
  });
  const { heroImage, beforeHeroActions, afterHeroActions } = useSlots();
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  const onMove = showStars ? (e: MouseEvent) => setPointer({ x: e.pageX, y: e.pageY }) : undefined;
  return (
    <section className="hero" onMouseMove={onMove}>
      {showStars && <Stars pointer={pointer} />}
      <div className="hero-inner">
        {heroImage ? (
          <div className="hero-logo hero-image">{heroImage}</div>
        ) : logo && (
          <div className="hero-logo">
            {logo.dark === logo.light ? (
              <img src={logo.light} srcSet={logo.srcSet} sizes={logo.sizes} alt={logo.alt} width={180} height={180} fetchPriority="high" />
            ) : (
              <>
                <img className="logo-light" src={logo.light} srcSet={logo.srcSet} sizes={logo.sizes} alt={logo.alt} width={180} height={180} fetchPriority="high" />
                <img className="logo-dark" src={logo.dark} srcSet={logo.srcSet} sizes={logo.sizes} alt={logo.alt} width={180} height={180} />
              </>
            )}
            {showOvalBg && <div className="hero-oval" />}
          </div>
        )}
        <h1 className="hero-title"><span>{title}</span></h1>
        {subTitle && <p className="hero-subtitle">{subTitle}</p>}
        {description && <p className="hero-description">{description}</p>}
        {beforeHeroActions}
        {actions.length > 0 && (
          <div className="hero-actions">
            {actions.map((action) => (
              <a
                key={action.text + action.href}
                className={`button ${action.theme === 'brand' ? 'button-primary' : 'button-secondary'}`}
                href={action.href}
                {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {action.github && <IconGithub width={22} height={22} />}
                {action.text}
              </a>
            ))}
          </div>
        )}
        {afterHeroActions}
      </div>
    </section>
  );
}
