/**
 * The site's announcement bar (AnnouncementBar.tsx). The server never renders it (it cannot know whether this
 * reader closed it), so the page hydrates without its code, which loads once mounted, on a site that has one.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { site } from '../runtime/context.tsx';

let barModule: Promise<ComponentType> | undefined;

export function Announcement() {
  const [Bar, setBar] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!site.announcement) return;
    let live = true;
    void (barModule ??= import('./AnnouncementBar.tsx').then((m) => m.AnnouncementBar)).then((loaded) => live && setBar(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  return Bar ? <Bar /> : null;
}
