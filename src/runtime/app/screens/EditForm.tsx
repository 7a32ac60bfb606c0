import { useEffect, useState } from 'react';
import { draftKeyOf, type AppEntity, type AppScreen } from '../../../core/index';
import { useRunningApp } from '../context';
import { Banner } from '../ui/Banner';
import { RecordForm } from './RecordForm';

/**
 * An edit form that keeps the user's typing when the record changes under it (another tab, a real
 * server's other users): without typing the form takes the new version at once; with typing it says so
 * and lets the user load the new version or keep their changes (saving them then overwrites).
 */
export function EditForm({
  screen,
  entity,
  params,
  record,
}: {
  readonly screen: AppScreen;
  readonly entity: AppEntity;
  readonly params: Readonly<Record<string, string>>;
  readonly record: Readonly<Record<string, unknown>>;
}) {
  const { drafts } = useRunningApp();
  const [edited, setEdited] = useState(record);
  const [kept, setKept] = useState<string | null>(null);
  const fresh = JSON.stringify(record);
  const mine = JSON.stringify(edited);
  const key = draftKeyOf(screen, params);
  const typed = drafts.get(key, mine) !== null;
  const changed = fresh !== mine;
  useEffect(() => {
    if (changed && !typed) setEdited(record);
  }, [changed, typed, record]);
  const name = entity.name.toLowerCase();
  return (
    <>
      {changed && typed && kept !== fresh ? (
        <Banner kind="warn" title={`This ${name} was changed elsewhere`}>
          <p>Someone saved a newer version (in another tab, perhaps) while you were editing. Your changes are still here.</p>
          <p className="rt-banner-actions">
            <button
              type="button"
              className="rt-btn"
              onClick={() => {
                drafts.drop(key);
                setEdited(record);
              }}
            >
              Load the new version
            </button>{' '}
            <button type="button" className="rt-btn rt-btn-ghost" onClick={() => setKept(fresh)}>
              Keep my changes
            </button>
          </p>
        </Banner>
      ) : null}
      <RecordForm key={mine} screen={screen} entity={entity} params={params} initial={edited} />
    </>
  );
}
