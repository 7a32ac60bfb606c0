import type { AppModel } from '../../core/index';

/** The id of the script element a static build embeds the compiled app model in. */
export const APP_MODEL_ELEMENT_ID = 'specfront-app';

/**
 * Reads the compiled app model a static build embedded in `<script type="application/json"
 * id="specfront-app">`; null when it is missing, not JSON, or not a model of version 1.
 */
export function readAppModel(doc: Pick<Document, 'getElementById'>): AppModel | null {
  const text = doc.getElementById(APP_MODEL_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const model = JSON.parse(text) as Partial<AppModel> | null;
    return model && model.version === 1 && Array.isArray(model.screens) && Array.isArray(model.entities) ? (model as AppModel) : null;
  } catch {
    return null;
  }
}

/**
 * The name an app's data and settings are kept under: its title and the folder it is served from,
 * so two built apps on one origin never share records ("/clinic/" and "/clinic/index.html" agree).
 */
export function appStorageName(app: Pick<AppModel, 'title'>, pathname: string): string {
  const folder = pathname.replace(/[^/]*$/, '');
  return `${app.title || 'app'}@${folder}`;
}
