import type { ReactNode } from 'react';

/** The `{link}` value of a catalog text whose link sits inside the sentence. */
export const LINK = '\u0001';

/**
 * Issue 40: a translated sentence with a link inside it ("Read our {link}."): the catalog text
 * keeps the sentence whole in each language, and the link (its own text) goes where `{link}` is.
 */
export function TextWithLink({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(LINK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
