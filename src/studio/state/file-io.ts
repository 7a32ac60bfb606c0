/**
 * Opening and saving files: the File System Access API where the browser has it (Chromium), a
 * download link and a file input elsewhere. Cancelling a picker is not an error (null / false).
 */

interface PickerType {
  description: string;
  accept: Record<string, string[]>;
}
interface FileHandleLike {
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: Blob | string): Promise<void>; close(): Promise<void> }>;
}
interface PickerWindow {
  showOpenFilePicker?: (o: { types: PickerType[]; multiple?: boolean }) => Promise<FileHandleLike[]>;
  showSaveFilePicker?: (o: { suggestedName: string; types: PickerType[] }) => Promise<FileHandleLike>;
}

const SPEC_TYPES: PickerType[] = [
  {
    description: 'Spec (Markdown, YAML or JSON)',
    accept: { 'text/markdown': ['.md'], 'application/yaml': ['.yaml', '.yml'], 'application/json': ['.json'] },
  },
];

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/** Lets the user pick a file and reads it as text; null when cancelled. */
export async function openTextFile(accept = '.md,.markdown,.yaml,.yml,.json'): Promise<{ name: string; text: string } | null> {
  const w = window as unknown as PickerWindow;
  if (w.showOpenFilePicker) {
    try {
      const types = accept.includes('.md')
        ? SPEC_TYPES
        : accept.includes('.yaml')
          ? [
              {
                description: 'OpenAPI document (YAML or JSON)',
                accept: { 'application/yaml': ['.yaml', '.yml'], 'application/json': ['.json'] },
              },
            ]
          : [{ description: 'Backup', accept: { 'application/json': ['.json'] } }];
      const [handle] = await w.showOpenFilePicker({ types });
      if (!handle) return null;
      const file = await handle.getFile();
      return { name: file.name, text: await file.text() };
    } catch (e) {
      if (isAbort(e)) return null;
      // Some embedders expose the API but refuse it (e.g. cross-origin frames): fall back to the input.
    }
  }
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return resolve(null);
      void file.text().then((text) => resolve({ name: file.name, text }));
    });
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}

/** Saves text under a suggested file name; false when cancelled. */
export async function saveTextFile(name: string, text: string, mime: string): Promise<boolean> {
  const w = window as unknown as PickerWindow;
  const blob = new Blob([text], { type: mime });
  if (w.showSaveFilePicker) {
    try {
      const ext = name.slice(name.lastIndexOf('.'));
      const handle = await w.showSaveFilePicker({ suggestedName: name, types: [{ description: name, accept: { [mime]: [ext] } }] });
      const writable = await handle.createWritable();
      await writable.write(blob);
      await writable.close();
      return true;
    } catch (e) {
      if (isAbort(e)) return false;
    }
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

/** A file name for a spec name: lower-case words joined by dashes, plus the extension. */
export function fileNameFor(specName: string, ext: string): string {
  const base =
    specName
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'spec';
  return `${base}${ext}`;
}
