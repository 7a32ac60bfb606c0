import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** A tab of the panels area. */
export interface TabDef<K extends string> {
  readonly key: K;
  readonly label: string;
  /** A small count beside the label (gaps, calls), or null. */
  readonly badge?: ReactNode;
  /** A second, warning-coloured count (the spec's errors and warnings beside its gaps), or null. */
  readonly alert?: { readonly count: number; readonly label: string } | null;
}

/** An ARIA tab list: arrows, Home and End move between tabs; each tab controls one panel. */
export function Tabs<K extends string>({
  tabs,
  active,
  onSelect,
  label,
}: {
  tabs: readonly TabDef<K>[];
  active: K;
  onSelect: (k: K) => void;
  label: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.key === active);
    const next =
      e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const t = tabs[(next + tabs.length) % tabs.length];
    if (!t) return;
    onSelect(t.key);
    refs.current.get(t.key)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map((t) => (
        <button
          key={t.key}
          ref={(el) => {
            if (el) refs.current.set(t.key, el);
          }}
          type="button"
          role="tab"
          id={`tab-${t.key}`}
          aria-selected={t.key === active}
          aria-controls={`panel-${t.key}`}
          tabIndex={t.key === active ? 0 : -1}
          className="tab"
          onClick={() => onSelect(t.key)}
        >
          {t.label}
          {t.badge !== undefined && t.badge !== null ? <span className="tab-badge">{t.badge}</span> : null}
          {t.alert ? (
            <span className="tab-badge tab-alert" title={t.alert.label}>
              <span aria-hidden="true">!{t.alert.count}</span>
              <span className="visually-hidden">{`, ${t.alert.label}`}</span>
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
