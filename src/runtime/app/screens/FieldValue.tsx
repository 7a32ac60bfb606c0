import { Fragment } from 'react';
import { safeHref, displayText } from '../../../core/index';
import type { AppType, NameTable } from '../../../core/index';
import { recordHref, screenFor } from '../screen-lookups';
import { useRunningApp } from '../context';

/**
 * One value as plain text: references as links to the referenced record's detail screen when there
 * is one, URLs as links only when safeHref accepts them, everything else as text (never HTML).
 * `label` replaces the shown text of a reference (its name, when known); `names` names the items of a
 * list of references.
 */
export function FieldValue({
  type,
  value,
  label,
  names,
}: {
  readonly type: AppType;
  readonly value: unknown;
  readonly label?: string | null;
  readonly names?: NameTable | null;
}) {
  const { app } = useRunningApp();
  const text = displayText(type, value);
  if (text === '—') return <span className="rt-empty-value">—</span>;
  if (type.kind === 'list' && type.of.kind === 'ref' && Array.isArray(value)) {
    const of = type.of;
    return (
      <span>
        {value.map((v, i) => (
          <Fragment key={i}>
            {i > 0 ? ', ' : null}
            <FieldValue type={of} value={v} label={names?.get(String(v)) ?? null} />
          </Fragment>
        ))}
      </span>
    );
  }
  if (type.kind === 'ref' && (typeof value === 'string' || typeof value === 'number')) {
    const screen = screenFor(app, type.entity, 'detail');
    const href = screen ? recordHref(screen, value) : null;
    const shown = label ?? text;
    return href ? <a href={href}>{shown}</a> : <span>{shown}</span>;
  }
  if (type.kind === 'scalar' && type.name === 'url') {
    const href = safeHref(value);
    return href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {text}
      </a>
    ) : (
      <span>{text}</span>
    );
  }
  if (type.kind === 'scalar' && type.name === 'datetime' && typeof value === 'string') {
    return <time dateTime={value}>{text}</time>;
  }
  return <span>{text}</span>;
}
