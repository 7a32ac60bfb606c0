import { lazy, Suspense, useEffect, useState } from 'react';

const Welcome = lazy(() => import('../help/Welcome'));

/** Set once the welcome was closed or acted on: it shows on a browser's first open only. */
const WELCOMED_KEY = 'specfront:welcomed';
function welcomedBefore(): boolean {
  try {
    return localStorage.getItem(WELCOMED_KEY) !== null;
  } catch {
    return true;
  }
}

/** Props of StudioWelcome: what each choice opens (the welcome closes and moves the focus on by itself). */
export interface StudioWelcomeProps {
  readonly onBlank: () => void;
  /** Opens the draft example (null when there is none); the focus moves to the Options tab. */
  readonly onDraft: (() => void) | null;
  /** Opens the Files panel; the focus moves to its tab. */
  readonly onFile: () => void;
  readonly onHelp: () => void;
}

/**
 * The welcome above the panes on a browser's first open (help/Welcome.tsx, loaded on demand). It goes away with the
 * button that had the focus: the focus moves on to what the choice opened (the Options or Files tab), or to the start
 * of the main area, never to the page (then lost for the keyboard).
 */
export function StudioWelcome({ onBlank, onDraft, onFile, onHelp }: StudioWelcomeProps) {
  const [open, setOpen] = useState(() => !welcomedBefore());
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(WELCOMED_KEY, String(Date.now()));
    } catch {
      /* storage refused: the welcome shows again next time */
    }
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Welcome
        onBlank={() => {
          close();
          onBlank();
          setFocusNext('studio-main');
        }}
        onDraft={
          onDraft
            ? () => {
                close();
                onDraft();
                setFocusNext('tab-options');
              }
            : null
        }
        onFile={() => {
          close();
          onFile();
          setFocusNext('tab-files');
        }}
        onHelp={onHelp}
        onClose={() => {
          close();
          setFocusNext('studio-main');
        }}
      />
    </Suspense>
  );
}
