/** An example spec shipped in examples/, loaded as text at build time. */
export interface ExampleSpec {
  /** File name, e.g. `clinic.spec.md`. */
  readonly file: string;
  readonly text: string;
}

const files = import.meta.glob('../../examples/*.{md,yaml,yml,json}', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** The examples in a stable order: complete specs first, then drafts, then blank ones. */
export function loadExamples(): ExampleSpec[] {
  const rank = (file: string): number => (file.includes('blank') ? 2 : file.includes('draft') ? 1 : 0);
  return Object.entries(files)
    .map(([path, text]) => ({ file: path.slice(path.lastIndexOf('/') + 1), text }))
    .sort((a, b) => rank(a.file) - rank(b.file) || a.file.localeCompare(b.file));
}
