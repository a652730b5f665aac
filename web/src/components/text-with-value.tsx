import type { ReactNode } from 'react';

/** The `{email}` or `{link}` value of a catalog text whose value is shown as its own element (a link, an address). */
export const VALUE = '\u0001';

/** Issue 40: a translated sentence with an element inside it ("We wrote to {email}."), kept whole per language. */
export function TextWithValue({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(VALUE);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
