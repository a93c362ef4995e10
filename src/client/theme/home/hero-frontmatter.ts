/**
 * A home page's `hero` front matter, in either dialect authors bring: Rspress and VitePress (`name`,
 * `text`, `tagline`, `image`, `actions`) or the Rspack family's landing pages (`title`, `subTitle`,
 * `description`, `logoUrl`, the get-started and learn-more buttons, `githubURL`), as what the hero shows.
 * Nothing a page leaves out is filled with made-up text: an absent line or button is not rendered.
 */
import { isExternalUrl } from '../../../shared/routes.ts';
import { withBase } from '../../../shared/public-url.ts';

/** Rspress's `srcset`/`sizes`: a string, or its candidates as a list. */
type ImageList = string | string[];
type ThemedImage = string | { src?: string | { light: string; dark: string }; light?: string; dark?: string; alt?: string; srcset?: ImageList; sizes?: ImageList };

export interface HeroFrontmatter {
  name?: string;
  text?: string;
  tagline?: string;
  image?: ThemedImage;
  actions?: { text: string; link: string; theme?: 'brand' | 'alt' }[];
  title?: string;
  subTitle?: string;
  description?: string;
  logoUrl?: string;
  getStartedButtonText?: string;
  getStartedLink?: string;
  learnMoreButtonText?: string;
  learnMoreLink?: string;
  githubURL?: string;
  showStars?: boolean;
  showOvalBg?: boolean;
}

export interface HeroAction {
  text: string;
  href: string;
  /** `brand`: the filled first button; `alt`: the outlined one. */
  theme: 'brand' | 'alt';
  external: boolean;
  github?: boolean;
}

export interface HeroView {
  title: string;
  subTitle?: string;
  description?: string;
  /** Light and dark pictures (the same one when the page gives one), with the page's `srcset` and `sizes`. */
  logo?: { light: string; dark: string; alt: string; srcSet?: string; sizes?: string };
  actions: HeroAction[];
  showStars: boolean;
  showOvalBg: boolean;
}

export interface HeroContext {
  /** The title of the page's language, for a hero that names none. */
  siteTitle: string;
  /** The repository, for the second button of a landing-style hero (`title`, `getStartedLink` …) that has no learn-more link. */
  repoUrl?: string;
  /** An internal link as this page's language and base want it. */
  href: (link: string) => string;
  /** The site's URL prefix: an image path from the root (`/hero.svg`, in public/) is served under it. */
  base?: string;
}

function logoOf(image: ThemedImage | undefined, alt: string, base: string): HeroView['logo'] {
  if (!image) return undefined;
  if (typeof image === 'string') return { light: withBase(image, base), dark: withBase(image, base), alt };
  const src = typeof image.src === 'object' ? image.src : undefined;
  const light = src?.light ?? (typeof image.src === 'string' ? image.src : undefined) ?? image.light ?? image.dark;
  if (!light) return undefined;
  const list = (value: ImageList | undefined) => (Array.isArray(value) ? value.join(', ') : value) || undefined;
  const srcSet = list(image.srcset);
  const sizes = list(image.sizes);
  return { light: withBase(light, base), dark: withBase(src?.dark ?? image.dark ?? light, base), alt: image.alt ?? alt, ...(srcSet && { srcSet }), ...(sizes && { sizes }) };
}

export function heroView(hero: HeroFrontmatter, context: HeroContext): HeroView {
  const action = (text: string, link: string, theme: HeroAction['theme']): HeroAction => {
    const external = isExternalUrl(link);
    return { text, href: external ? link : context.href(link), theme, external };
  };
  const actions: HeroAction[] = [];
  // The VitePress dialect names its buttons; an action without a link has nowhere to go and is left out.
  const dialect = hero.actions !== undefined || hero.name !== undefined || hero.text !== undefined || hero.tagline !== undefined;
  if (dialect) {
    (hero.actions ?? []).forEach((a, i) => a.link && actions.push(action(a.text, a.link, a.theme ?? (i === 0 ? 'brand' : 'alt'))));
  } else {
    if (hero.getStartedLink) actions.push(action(hero.getStartedButtonText ?? 'Get Started', hero.getStartedLink, 'brand'));
    const github = hero.githubURL ?? context.repoUrl;
    if (hero.learnMoreLink) actions.push(action(hero.learnMoreButtonText ?? 'Learn More', hero.learnMoreLink, 'alt'));
    else if (github) actions.push({ ...action('GitHub', github, 'alt'), github: true });
  }
  const title = hero.name ?? hero.title ?? context.siteTitle;
  return {
    title,
    subTitle: hero.text ?? hero.subTitle,
    description: hero.tagline ?? hero.description,
    // A logo next to the title says nothing the title does not: an empty alt keeps readers from hearing it twice.
    logo: logoOf(hero.image ?? hero.logoUrl, '', context.base ?? '/'),
    actions,
    showStars: hero.showStars ?? false,
    showOvalBg: hero.showOvalBg ?? true,
  };
}
