/** "On this page": h2–h4 of the page, with the heading being read highlighted as the reader scrolls. */
import { useEffect, useState } from 'react';
import { useLocale, usePage, useT } from '../runtime/context.tsx';
import { throttle } from './hooks.ts';

/** Offset of the fixed nav plus a little air: a heading counts as "being read" once it passes this line. */
const READ_LINE = 96;

export function Outline() {
  const page = usePage();
  const locale = useLocale();
  const t = useT();
  const [activeId, setActiveId] = useState('');
  const toc = page.toc;
  useEffect(() => {
    if (!toc.length) return;
    const update = throttle(() => {
      let current = '';
      for (const item of toc) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= READ_LINE) current = item.id;
      }
      if (window.innerHeight + window.scrollY >= document.body.scrollHeight - 2 && toc.length) current = toc[toc.length - 1].id;
      setActiveId(current);
    }, 100);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [toc]);
  if (!toc.length) return null;
  return (
    <nav className="outline" aria-labelledby="outline-title">
      <div className="outline-title" id="outline-title">{locale.outlineTitle ?? t('outlineTitle')}</div>
      <ul>
        {toc.map((item) => (
          <li key={item.id} className={`outline-item depth-${item.depth}`}>
            <a href={`#${encodeURIComponent(item.id)}`} className={activeId === item.id ? 'active' : undefined} aria-current={activeId === item.id ? 'location' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
