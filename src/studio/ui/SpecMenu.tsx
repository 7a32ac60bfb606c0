import { useEffect, useRef, useState } from 'react';
import type { ExampleSpec } from '../examples';
import type { StoredSpec } from '../state/spec-db';

/** Props of SpecMenu. */
export interface SpecMenuProps {
  readonly specs: readonly StoredSpec[];
  readonly currentId: string | null;
  readonly examples: readonly ExampleSpec[];
  readonly onOpen: (id: string) => void;
  readonly onNew: (name: string, text: string) => void;
  readonly onDelete: (id: string) => void;
}

/** A name for a new spec from an example's file name: `clinic.spec.md` → `Clinic`, `clinic.yaml` → `Clinic (YAML)`. */
export function exampleName(file: string): string {
  const form = /\.(yaml|yml)$/.test(file) ? ' (YAML)' : file.endsWith('.json') ? ' (JSON)' : '';
  const base = file.replace(/\.(spec\.md|draft\.md|md|yaml|yml|json)$/, '').replace(/[-_.]+/g, ' ');
  return base.charAt(0).toUpperCase() + base.slice(1) + form;
}

function ago(ms: number): string {
  const s = Math.round((Date.now() - ms) / 1000);
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  return new Date(ms).toLocaleDateString();
}

/** The header's spec list: open a kept spec, start a new one from an example or blank, delete. */
export function SpecMenu({ specs, currentId, examples, onOpen, onNew, onDelete }: SpecMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    root.current?.querySelector<HTMLElement>('.menu-item')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const blank = examples.find((e) => e.file.includes('blank'));
  return (
    <div className="spec-menu" ref={root} onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button
        ref={button}
        type="button"
        className="btn"
        aria-expanded={open}
        aria-controls="spec-menu-panel"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> Specs <span className="count">{specs.length}</span>
      </button>
      {open ? (
        <div className="menu-panel" id="spec-menu-panel" role="region" aria-label="Specs">
          <div className="menu-section">
            <h2 className="menu-heading">New spec</h2>
            <div className="menu-grid" role="group" aria-label="New spec from an example">
              {examples
                .filter((e) => !e.file.includes('blank'))
                .map((e) => (
                  <button
                    key={e.file}
                    type="button"
                    className="menu-item example"
                    onClick={() => {
                      onNew(exampleName(e.file), e.text);
                      close();
                    }}
                  >
                    <span className="example-name">{exampleName(e.file)}</span>
                    <span className="muted">{e.file}</span>
                  </button>
                ))}
              <button
                type="button"
                className="menu-item example"
                onClick={() => {
                  onNew('Untitled spec', blank?.text ?? '# Untitled\n');
                  close();
                }}
              >
                <span className="example-name">Blank</span>
                <span className="muted">nine points, not shown yet</span>
              </button>
            </div>
          </div>
          <div className="menu-section">
            <h2 className="menu-heading">Kept in this browser</h2>
            <ul className="spec-list">
              {specs.map((s) => (
                <li key={s.id} className={s.id === currentId ? 'current' : undefined}>
                  <button
                    type="button"
                    className="menu-item spec-open"
                    aria-current={s.id === currentId ? 'true' : undefined}
                    onClick={() => {
                      onOpen(s.id);
                      close();
                    }}
                  >
                    <span className="example-name">{s.name}</span>
                    <span className="muted">edited {ago(s.updatedAt)}</span>
                  </button>
                  <button
                    type="button"
                    className="icon-btn danger"
                    aria-label={`Delete ${s.name}`}
                    title={`Delete ${s.name}`}
                    onClick={() => {
                      if (confirm(`Delete “${s.name}” and its history from this browser?`)) onDelete(s.id);
                    }}
                  >
                    🗑
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
