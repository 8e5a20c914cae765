import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated text whose placeholders are elements (links), whatever order a language puts them
 * in: each placeholder gets a marker (private-use characters no text contains), and the text is split there.
 */
export function TextWithNodes({
  render,
  nodes,
}: {
  render: (markers: Record<string, string>) => string;
  nodes: Record<string, ReactNode>;
}) {
  const markers = Object.fromEntries(Object.keys(nodes).map((name, i) => [name, `\uE000${i}\uE001`]));
  const names = Object.keys(nodes);
  const parts = render(markers).split(/\uE000(\d+)\uE001/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{i % 2 === 1 ? nodes[names[Number(part)]!] : part}</Fragment>
      ))}
    </>
  );
}
