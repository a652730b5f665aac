import { Fragment, type ReactNode } from 'react';

/** The values of a catalog text whose values are elements: `t('…', marks('reviewer', 'listing'))`. */
export function marks(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `\u0002${name}\u0003`]));
}

/**
 * Issue 40: a translated sentence with several elements in it ("{reviewer} about {reviewee} · stay
 * at {listing}"), kept whole per language: each value's mark (from `marks`) becomes its element in
 * `parts`, wherever the language puts it.
 */
export function Sentence({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/\u0002(\w+)\u0003/);
  // split with a capture group: text, name, text, name, …, text
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>
      ))}
    </>
  );
}
