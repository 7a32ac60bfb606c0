import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';
import { InlineCode } from './InlineCode';

describe('InlineCode', () => {
  it('shows code spans as <code>, without the backticks', () => {
    expect(renderToStaticMarkup(<InlineCode text="The role `manager` cannot open this screen" />)).toBe(
      'The role <code class="rt-code">manager</code> cannot open this screen',
    );
  });

  it('never renders markup from the text', () => {
    const html = renderToStaticMarkup(<InlineCode text={'`<img src=x onerror=alert(1)>` <b>bold</b>'} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<code class="rt-code">&lt;img src=x onerror=alert(1)&gt;</code>');
  });
});

describe('Banner', () => {
  it('shows code spans in its title and in text beside other children', () => {
    const html = renderToStaticMarkup(
      <Banner kind="warn" title="Only `speaker` may submit">
        {'Ask `organizer`.'}
        <button type="button">Try again</button>
      </Banner>,
    );
    expect(html).toContain('Only <code class="rt-code">speaker</code> may submit');
    expect(html).toContain('Ask <code class="rt-code">organizer</code>.<button');
    expect(html).not.toContain('`');
  });
});
