import { describe, expect, it } from 'vitest';
import { heroView } from '../../src/client/theme/home/hero-frontmatter.ts';

const context = { siteTitle: '项目文档', repoUrl: undefined, href: (link: string) => '/zh' + link };

describe('home hero front matter', () => {
  it('reads the Rspress / VitePress dialect: name, text, tagline, image and any number of actions', () => {
    const view = heroView(
      {
        name: 'Proj',
        text: 'Docs for Proj',
        tagline: 'Fast and small',
        image: { light: '/logo.svg', dark: '/logo-dark.svg', alt: 'Proj' },
        actions: [
          { text: 'Start', link: '/guide/intro' },
          { text: 'API', link: '/api/', theme: 'alt' },
          { text: 'GitHub', link: 'https://github.com/x/y', theme: 'alt' },
        ],
      },
      context,
    );
    expect(view).toMatchObject({ title: 'Proj', subTitle: 'Docs for Proj', description: 'Fast and small', logo: { light: '/logo.svg', dark: '/logo-dark.svg', alt: 'Proj' } });
    expect(view.actions).toEqual([
      { text: 'Start', href: '/zh/guide/intro', theme: 'brand', external: false },
      { text: 'API', href: '/zh/api/', theme: 'alt', external: false },
      { text: 'GitHub', href: 'https://github.com/x/y', theme: 'alt', external: true },
    ]);
  });

  it("keeps Rspress's image srcset and sizes (a string or a list) and its src as light and dark", () => {
    const view = heroView({ image: { src: { light: '/h.png', dark: '/h-dark.png' }, alt: 'Hero', srcset: ['/h.png 1x', '/h@2x.png 2x'], sizes: '(max-width: 600px) 50vw, 375px' } }, context);
    expect(view.logo).toEqual({ light: '/h.png', dark: '/h-dark.png', alt: 'Hero', srcSet: '/h.png 1x, /h@2x.png 2x', sizes: '(max-width: 600px) 50vw, 375px' });
    expect(heroView({ image: { src: '/h.png', alt: 'Hero' } }, context).logo).toEqual({ light: '/h.png', dark: '/h.png', alt: 'Hero' });
  });

  it('reads the landing dialect: title, subTitle, description, logoUrl, get-started and GitHub buttons', () => {
    const view = heroView({ title: 'Rsbuild', subTitle: 'Sub', description: 'Desc', logoUrl: '/l.svg', getStartedButtonText: 'Quick Start', getStartedLink: '/guide/start', githubURL: 'https://github.com/a/b' }, context);
    expect(view).toMatchObject({ title: 'Rsbuild', subTitle: 'Sub', description: 'Desc', logo: { light: '/l.svg', dark: '/l.svg' }, showOvalBg: true, showStars: false });
    expect(view.actions.map((a) => [a.text, a.href, a.theme, !!a.github])).toEqual([
      ['Quick Start', '/zh/guide/start', 'brand', false],
      ['GitHub', 'https://github.com/a/b', 'alt', true],
    ]);
  });

  it('invents nothing: without text or links there is no subtitle, description or button, and the title is the language’s', () => {
    const view = heroView({}, context);
    expect(view).toEqual({ title: '项目文档', subTitle: undefined, description: undefined, logo: undefined, actions: [], showStars: false, showOvalBg: true });
    // The repository makes the second button of a landing-style hero, unless it has a learn-more link;
    // a hero in the VitePress dialect shows only the actions it names, and skips one without a link.
    expect(heroView({}, { ...context, repoUrl: 'https://github.com/r/r' }).actions.map((a) => a.text)).toEqual(['GitHub']);
    expect(heroView({ name: 'P', tagline: 'T' }, { ...context, repoUrl: 'https://github.com/r/r' }).actions).toEqual([]);
    expect(heroView({ name: 'P', actions: [{ text: 'Nowhere' } as never, { text: 'Go', link: '/go' }] }, context).actions.map((a) => a.text)).toEqual(['Go']);
    expect(heroView({ learnMoreLink: '/more' }, { ...context, repoUrl: 'https://github.com/r/r' }).actions.map((a) => [a.text, a.href])).toEqual([['Learn More', '/zh/more']]);
  });
});
