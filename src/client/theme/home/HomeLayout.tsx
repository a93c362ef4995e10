/**
 * The home page: hero and features from the page's front matter, then the page's own MDX content,
 * then any home sections the site theme provides.
 */
import { localized, site, usePageState } from '../../runtime/context.tsx';
import * as siteTheme from 'docsite:site-theme';
import { useSlots } from '../slots.tsx';
import { Hero as BuiltinHero } from './Hero.tsx';
import type { HeroFrontmatter } from './hero-frontmatter.ts';
import { Features as BuiltinFeatures, type Feature } from './Features.tsx';
import { MdxContent } from '../MdxContent.tsx';
import { loadedHomeSections } from '../../runtime/layouts.ts';
import { useEffect } from 'react';
import { useScrolledPast } from '../hooks.ts';

interface HomeFrontmatter {
  hero?: HeroFrontmatter;
  features?: Feature[];
  /** Full-page background picture behind the hero. */
  background?: string;
}

/** While the reader is within 100 px of the top, the nav bar is transparent over the hero. */
const NAV_SCROLL_THRESHOLD = 100;

export function HomeLayout() {
  const { page, Content } = usePageState();
  const fm = page.frontmatter as HomeFrontmatter;
  const hero = fm.hero;
  const HomeSections = loadedHomeSections();
  const Hero = siteTheme.Hero ?? BuiltinHero;
  const Features = siteTheme.Features ?? BuiltinFeatures;
  const slots = useSlots();
  const SiteFooter = siteTheme.Footer;
  const footerMessage = localized(site.footer?.message, page.lang);
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  useEffect(() => {
    document.documentElement.classList.toggle('scrolled', scrolled);
    return () => document.documentElement.classList.remove('scrolled');
  }, [scrolled]);
  return (
    <main className="home" id="main-content" tabIndex={-1}>
      {fm.background && <img className="home-background" src={fm.background} alt="" aria-hidden="true" width={1920} height={1080} />}
      {slots.beforeHero}
      {hero && <Hero {...hero} />}
      {slots.afterHero}
      {slots.beforeFeatures}
      {fm.features && <Features features={fm.features} />}
      {slots.afterFeatures}
      <div className="home-content">
        <MdxContent Content={Content} />
      </div>
      {HomeSections && <HomeSections />}
      {/* The site's footer message closes the home page too (front matter `footer: false` leaves it out). */}
      {footerMessage && page.frontmatter.footer !== false && (
        <footer className="home-footer">
          <SiteFooter />
        </footer>
      )}
    </main>
  );
}
