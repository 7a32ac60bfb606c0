import { useEffect } from 'react';
import { loadRegexEngine, needsRegexEngine, regexEngine, type AppModel } from '../../core/index';

/**
 * Loads RE2 (about 16 KB gzip) when the browser is idle after the component using it has mounted
 * (ScreenOutlet mounts it beside the current screen), when a rule of the app needs it. No screen waits for it: a list never validates, a form checks a `matches` rule as
 * the user types only once it is loaded and awaits it on submit, and the backend awaits it before a
 * write. (Expressions that call `matches` load it before mount: prepareExpressions.)
 */
export function useIdleRegexEngine(app: AppModel): void {
  // needsRegexEngine reads the entities' rules and guards and the permissions' conditions only: a new
  // model that shares them (an edit of the title) does not read every expression again.
  const { entities, permissions } = app;
  useEffect(() => {
    if (regexEngine() !== null || !needsRegexEngine(app)) return;
    const load = () => void loadRegexEngine().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `app` through the parts needsRegexEngine reads (see above).
  }, [entities, permissions]);
}
