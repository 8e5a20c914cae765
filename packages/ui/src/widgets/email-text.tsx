import './email-text.css';

/** An address's two halves, the `@` ending the first: where a line may break. Text without one stays whole. */
export function emailParts(text: string): [string] | [string, string] {
  const at = text.lastIndexOf('@');
  return at > 0 && at < text.length - 1 ? [text.slice(0, at + 1), text.slice(at + 1)] : [text];
}

/**
 * An e-mail address that wraps only after its `@` (a table column may be narrower than the address, and "trader@demo.te
 * / st" misreads), and mid-word only where even a half cannot fit the line (a long address on a phone's card).
 */
export function EmailText({ children }: { children: string }) {
  const [local, domain] = emailParts(children);
  return (
    <span className="email-text">
      {local}
      {domain !== undefined && (
        <>
          <wbr />
          {domain}
        </>
      )}
    </span>
  );
}
