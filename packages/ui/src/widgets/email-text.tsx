import { Fragment } from 'react';
import './email-text.css';

/** An address's two halves, the `@` ending the first: where a line may break. Text without one stays whole. */
export function emailParts(text: string): [string] | [string, string] {
  const at = text.lastIndexOf('@');
  return at > 0 && at < text.length - 1 ? [text.slice(0, at + 1), text.slice(at + 1)] : [text];
}

/** Where an address may break, as typesetters break one: after its `@`, and before a dot of either half. */
export function emailBreaks(text: string): string[] {
  const halves = emailParts(text);
  if (halves.length === 1) return halves;
  return halves.flatMap((half) => half.split(/(?=\.)/).filter(Boolean));
}

/**
 * An e-mail address that wraps only after its `@` or before a dot (a table column may be narrower than the address,
 * and "trader@demo.te / st" misreads), and mid-word only where even a piece cannot fit the line (a phone's card).
 */
export function EmailText({ children }: { children: string }) {
  const pieces = emailBreaks(children);
  return (
    // an address is never translated (a page translator would turn "mobile.…@" into words)
    <span className="email-text" translate="no">
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
