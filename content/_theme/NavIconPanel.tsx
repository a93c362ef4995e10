/** The Rstack popover's panel: loaded on demand by NavIcon.tsx. */
import { NAV_TOOLS, popoverLang, toolText } from './tools.ts';

export function NavIconPanel({ lang: forcedLang }: { lang?: 'en' | 'zh' }) {
  // Mounted only while open, in the browser: the page's address decides the language.
  const lang = popoverLang(location.pathname, forcedLang);
  return (
    <div id="rstack-popover" className="nav-icon-popover" role="dialog" aria-label="Rstack">
      <a className="nav-icon-header" href="https://github.com/web-infra-dev" target="_blank" rel="noreferrer">
        <img src="https://assets.rspack.dev/web-infra/web-infra-logo.svg" alt="" width={28} height={28} />
        <span>Rstack</span>
      </a>
      <div className="nav-icon-links">
        {NAV_TOOLS.map((tool) => {
          const { desc, url, logo } = toolText(tool, lang);
          return (
            <a key={tool.name} className="nav-icon-link" href={url} target="_blank" rel="noreferrer">
              <img src={logo} alt="" width={52} height={52} loading="lazy" style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined} />
              <span>
                <span className="nav-icon-name">{tool.name}</span>
                <span className="nav-icon-desc">{desc}</span>
              </span>
            </a>
          );
        })}
      </div>
    </div>
  );
}
