import { noteWording, type NoteArgs, type NoteCode } from './note-catalogue';

/** Something the spec cannot hold, with the JSON pointer of where it is in the document. */
export interface NotCarried {
  readonly pointer: string;
  /** The note's code in note-catalogue.ts (`nested-object`, `servers`…). */
  readonly code: NoteCode;
  /** The note's sentence. */
  readonly what: string;
}

/** The notes of one import, in the order met, each place and sentence once. */
export class NoteLog {
  readonly notes: NotCarried[] = [];
  private readonly noted = new Set<string>();

  /** Notes a part not carried, once per place and reason (a schema merged into several entities is noted once). */
  note<C extends NoteCode>(pointer: string, code: C, ...args: NoteArgs<C>): void {
    const what = noteWording(code, ...args);
    const key = `${pointer}\n${what}`;
    if (this.noted.has(key)) return;
    this.noted.add(key);
    this.notes.push({ pointer, code, what });
  }
}
