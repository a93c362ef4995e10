/** Feature cards: icon, title, details, optional link; `span` sets the width in a 12-column grid. */
import { routeToHref, isExternalUrl } from '../../../shared/routes.ts';
import { routeContext, useLang } from '../../runtime/context.tsx';
import { resolveInternalHref } from '../../../shared/routes.ts';

export interface Feature {
  icon?: string;
  title: string;
  details?: string;
  link?: string;
  span?: 2 | 3 | 4 | 6;
}

export function Features({ features }: { features: Feature[] }) {
  const lang = useLang();
  if (!features.length) return null;
  return (
    <section className="features">
      <div className="features-grid">
        {features.map((feature, i) => {
          const span = feature.span ?? 4;
          const content = (
            <>
              {feature.icon && <div className="feature-icon" aria-hidden="true">{feature.icon}</div>}
              <h2 className="feature-title">{feature.title}</h2>
              {feature.details && <p className="feature-details">{feature.details}</p>}
            </>
          );
          const href = feature.link ? (isExternalUrl(feature.link) ? feature.link : resolveInternalHref(feature.link, lang, routeContext)) : undefined;
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

export { routeToHref };
