/** Feature cards: icon, title, details, optional link; `span` sets the width in a 12-column grid. */
import { routeToHref, isExternalUrl } from '../../../shared/routes.ts';
import { routeContext, useLang, usePage } from '../../runtime/context.tsx';
import { resolveInternalHref } from '../../../shared/routes.ts';
import { withBase } from '../../../shared/public-url.ts';

/** Text (an emoji), HTML, or an image: the build gives the icon one of these shapes (src/node/markdown/plugins/feature-icons.ts). */
export type FeatureIcon = string | { html: string } | { src?: string; light?: string; dark?: string; alt?: string; width?: number; height?: number };

export interface Feature {
  icon?: FeatureIcon;
  title: string;
  details?: string;
  link?: string;
  span?: 2 | 3 | 4 | 6;
}

export function Features({ features }: { features: Feature[] }) {
  const lang = useLang();
  const { version } = usePage();
  if (!features.length) return null;
  return (
    <section className="features">
      <div className="features-grid">
        {features.map((feature, i) => {
          const span = feature.span ?? 4;
          const content = (
            <>
              {feature.icon && <FeatureIconView icon={feature.icon} />}
              <h2 className="feature-title">{feature.title}</h2>
              {feature.details && <p className="feature-details">{feature.details}</p>}
            </>
          );
          const href = feature.link ? (isExternalUrl(feature.link) ? feature.link : resolveInternalHref(feature.link, lang, routeContext, version)) : undefined;
          return (
            <div key={i} className={`feature span-${span}`}>
              {href ? <a className="feature-card" href={href}>{content}</a> : <div className="feature-card">{content}</div>}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function FeatureIconView({ icon }: { icon: FeatureIcon }) {
  if (typeof icon === 'string') return <div className="feature-icon" aria-hidden="true">{icon}</div>;
  if ('html' in icon) return <div className="feature-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.html }} />;
  const { src, light, dark, alt = '', width, height } = icon;
  const image = (url: string, className?: string) => <img className={className} src={withBase(url, routeContext.base)} alt={alt} width={width} height={height} />;
  return (
    <div className="feature-icon" aria-hidden={alt ? undefined : 'true'}>
      {src ? image(src) : <>{light && image(light, 'logo-light')}{dark && image(dark, 'logo-dark')}</>}
    </div>
  );
}

