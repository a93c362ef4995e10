/** The announcement: a dismissible bar above the nav; once closed, a `true` flag in localStorage keeps it closed. Loaded by Announcement.tsx. */
import { useEffect, useState } from 'react';
import { localized, site, useLang, useT } from '../runtime/context.tsx';
import { IconClose } from './icons.tsx';
import { UiString } from '../../shared/ui-keys.ts';

export function AnnouncementBar() {
  const lang = useLang();
  const t = useT();
  const config = site.announcement;
  // Hidden until mounted: the server cannot know whether this reader closed it.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!config) return;
    try {
      setVisible(localStorage.getItem(config.storageKey) !== 'true');
    } catch {
      setVisible(true);
    }
  }, [config]);
  if (!config || !visible) return null;
  const message = localized(config.message, lang);
  const href = localized(config.href, lang);
  const close = () => {
    try {
      localStorage.setItem(config.storageKey, 'true');
    } catch {
      // ignore
    }
    setVisible(false);
  };
  return (
    <div className="announcement" role="region" aria-label={message}>
      {href ? <a href={href}>{message}</a> : <span>{message}</span>}
      <button type="button" className="announcement-close" onClick={close} aria-label={t(UiString.closeAnnouncement)}>
        <IconClose width={16} height={16} />
      </button>
    </div>
  );
}
