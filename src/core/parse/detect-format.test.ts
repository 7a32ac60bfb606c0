import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';

describe('detectFormat', () => {
  it('reads JSON when the first non-blank character is {', () => {
    expect(detectFormat('  \n{ "title": "x" }')).toBe('json');
    expect(detectFormat('\uFEFF{}')).toBe('json');
  });

  it('reads YAML when the first meaningful line is a top-level key or ---, and there are no ## headings', () => {
    expect(detectFormat('title: Shop\nscreens: []')).toBe('yaml');
    expect(detectFormat('# a comment\n\n---\npurpose: x')).toBe('yaml');
    expect(detectFormat('\uFEFFscreens:\n  - route: /')).toBe('yaml');
  });

  it('reads Markdown otherwise', () => {
    expect(detectFormat('# Shop\n\n## 1. Purpose\ntitle: x')).toBe('markdown');
    expect(detectFormat('title: x\n\n## 2. Screens')).toBe('markdown');
    expect(detectFormat('Hello: world')).toBe('markdown');
    expect(detectFormat('Just words.')).toBe('markdown');
    expect(detectFormat('')).toBe('markdown');
    expect(detectFormat('titles:x')).toBe('markdown');
  });
});
