/**
 * Tabs whose selection is remembered per `groupId` (localStorage) and kept in sync between all tab
 * groups of the page. The first render always shows the first tab, so hydration matches the server.
 */
import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode, type KeyboardEvent } from 'react';

const STORAGE_PREFIX = 'docsite-tabs:';
const SYNC_EVENT = 'docsite-tabs-sync';

export interface TabProps {
  label: ReactNode;
  value?: string;
  children?: ReactNode;
}

export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps {
  groupId?: string;
  defaultValue?: string;
  children: ReactNode;
}

export function Tabs({ groupId, defaultValue, children }: TabsProps) {
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabProps> => isValidElement(c));
  // A text label also names the tab and its panel in CSS (data-label): package managers' icons, print headings.
  const labels = tabs.map((tab) => (typeof tab.props.label === 'string' ? tab.props.label : undefined));
  const values = tabs.map((tab, i) => tab.props.value ?? labels[i] ?? String(i));
  const [active, setActive] = useState(defaultValue && values.includes(defaultValue) ? defaultValue : values[0]);
  const id = useId();

  useEffect(() => {
    if (!groupId) return;
    try {
      const stored = localStorage.getItem(STORAGE_PREFIX + groupId);
      if (stored && values.includes(stored)) setActive(stored);
    } catch {
      // storage may be unavailable (private mode)
    }
    const onSync = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setActive(detail.value);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    return () => window.removeEventListener(SYNC_EVENT, onSync);
  }, [groupId, values.join('\u0000')]); // eslint-disable-line react-hooks/exhaustive-deps

  const select = (value: string) => {
    setActive(value);
    if (!groupId) return;
    try {
      localStorage.setItem(STORAGE_PREFIX + groupId, value);
    } catch {
      // ignore
    }
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + values.length) % values.length;
    select(values[next]);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist">
        {tabs.map((tab, i) => {
          const selected = active === values[i];
          return (
            <button
              key={values[i]}
              id={`${id}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tab active' : 'tab'}
              data-label={labels[i]}
              onClick={() => select(values[i])}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.props.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div key={values[i]} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} className="tab-panel" hidden={active !== values[i]} data-label={labels[i]}>
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
