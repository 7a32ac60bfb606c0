import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';

/**
 * Markdown as React elements, for the studio's own documents (the format reference). `marked`'s lexer gives
 * the tokens; every token becomes an element here, so no HTML string is ever parsed or rendered: raw HTML in
 * the document shows as text. Links inside the document (`#anchor`) scroll; others open in a new tab.
 */
export function MarkdownView({ text, onAnchor }: { text: string; onAnchor: (id: string) => void }) {
  const tokens = Lexer.lex(text, { gfm: true });
  return <>{blocks(tokens, onAnchor)}</>;
}

/** The id GitHub gives a heading: lower case, punctuation dropped, spaces to dashes. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function blocks(tokens: readonly Token[], onAnchor: (id: string) => void): ReactNode[] {
  return tokens.map((t, i) => block(t, i, onAnchor));
}

function block(t: Token, key: number, onAnchor: (id: string) => void): ReactNode {
  switch (t.type) {
    case 'heading': {
      const h = t as Tokens.Heading;
      const Tag = `h${Math.min(6, h.depth + 1)}` as 'h2';
      return (
        <Tag key={key} id={`help-${headingId(h.text)}`}>
          {inline(h.tokens, onAnchor)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={key}>{inline((t as Tokens.Paragraph).tokens, onAnchor)}</p>;
    case 'code':
      return (
        <pre key={key} className="help-code">
          <code>{(t as Tokens.Code).text}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{blocks((t as Tokens.Blockquote).tokens, onAnchor)}</blockquote>;
    case 'list': {
      const l = t as Tokens.List;
      const items = l.items.map((item, j) => <li key={j}>{blocks(item.tokens, onAnchor)}</li>);
      return l.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'table': {
      const tb = t as Tokens.Table;
      return (
        <div key={key} className="help-table">
          <table>
            <thead>
              <tr>
                {tb.header.map((c, j) => (
                  <th key={j}>{inline(c.tokens, onAnchor)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tb.rows.map((r, j) => (
                <tr key={j}>
                  {r.map((c, k) => (
                    <td key={k}>{inline(c.tokens, onAnchor)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'hr':
      return <hr key={key} />;
    case 'space':
      return null;
    case 'text': {
      const tx = t as Tokens.Text;
      return <p key={key}>{tx.tokens ? inline(tx.tokens, onAnchor) : tx.text}</p>;
    }
    default:
      return 'raw' in t ? <p key={key}>{String(t.raw)}</p> : null;
  }
}

function inline(tokens: readonly Token[] | undefined, onAnchor: (id: string) => void): ReactNode {
  if (!tokens) return null;
  return tokens.map((t, i) => <Fragment key={i}>{span(t, onAnchor)}</Fragment>);
}

function span(t: Token, onAnchor: (id: string) => void): ReactNode {
  switch (t.type) {
    case 'text': {
      const tx = t as Tokens.Text;
      return tx.tokens ? inline(tx.tokens, onAnchor) : decode(tx.text);
    }
    case 'escape':
      return (t as Tokens.Escape).text;
    case 'strong':
      return <strong>{inline((t as Tokens.Strong).tokens, onAnchor)}</strong>;
    case 'em':
      return <em>{inline((t as Tokens.Em).tokens, onAnchor)}</em>;
    case 'codespan':
      return <code>{decode((t as Tokens.Codespan).text)}</code>;
    case 'del':
      return <del>{inline((t as Tokens.Del).tokens, onAnchor)}</del>;
    case 'br':
      return <br />;
    case 'link': {
      const l = t as Tokens.Link;
      const body = inline(l.tokens, onAnchor);
      if (l.href.startsWith('#')) {
        const id = l.href.slice(1);
        return (
          <a
            href={`#help-${id}`}
            onClick={(e) => {
              e.preventDefault();
              onAnchor(`help-${id}`);
            }}
          >
            {body}
          </a>
        );
      }
      // Only web links leave the studio; relative paths of the repository have nowhere to go here.
      if (/^https?:\/\//.test(l.href))
        return (
          <a href={l.href} target="_blank" rel="noreferrer noopener">
            {body}
          </a>
        );
      return <span className="help-link">{body}</span>;
    }
    default:
      return 'raw' in t ? String(t.raw) : null;
  }
}

/** marked escapes `&<>"'` in text tokens; React escapes again, so undo marked's. */
function decode(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _);
}
