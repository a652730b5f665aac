import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeLinesMatching, findInTree } from './source-line-scan';

/**
 * Counted nouns go through `plural()` of packages/shared/src/plural.ts (Intl.PluralRules, issue 13).
 * This scan keeps hand-written forms from coming back: `n === 1 ? 'night' : 'nights'`,
 * `night{n === 1 ? '' : 's'}`, and "night(s)" texts. Comments and tests are not scanned.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const scanned = ['web/src', 'functions/src', 'packages/shared/src'];

const HAND_WRITTEN: readonly RegExp[] = [
  // n === 1 ? 'night' ..., n !== 1 ? 's' ..., n === 1 ? `1 night` ...
  /[!=]==?\s*1\s*\?\s*['"`]/,
  // ... ? '' : 's' / ? 's' : ''
  /\?\s*(['"])\1\s*:\s*(['"])s\2/,
  /\?\s*(['"])s\1\s*:\s*(['"])\2/,
  // "night(s)", "booking(s)"
  /[A-Za-z]\(s\)/,
];

/** The lines of one source file that write a plural by hand ("line: text"). */
export function handWrittenPlurals(source: string): string[] {
  return codeLinesMatching(source, HAND_WRITTEN);
}

describe('plurals go through the one helper', () => {
  it.each([
    ["{nights} night{nights === 1 ? '' : 's'}"],
    ["`${count} ${count === 1 ? 'home' : 'homes'}`"],
    ['for ${n === 1 ? `1 night` : `${n} nights`}'],
    ["`${n} guest${n !== 1 ? 's' : ''}`"],
    ["`${n} guest${n > 1 ? 's' : ''}`"],
    ['<p>Select the day(s) you want</p>'],
    ["throw new Error(`Could not delete ${n} photo object(s)`);"],
  ])('recognises a hand-written plural: %s', (line) => {
    expect(handWrittenPlurals(line)).toHaveLength(1);
  });

  it.each([
    ["{plural(nights, 'night')}"],
    ['<Reveal delay={index === 0 ? 0 : index === 1 ? 200 : 400}>'],
    ['// one text per booking(s) comment'],
    [' * the signing secret(s) of the endpoint(s)'],
  ])('leaves other code alone: %s', (line) => {
    expect(handWrittenPlurals(line)).toEqual([]);
  });

  it('finds none in web/src, functions/src and packages/shared/src', () => {
    expect(findInTree(root, scanned, handWrittenPlurals)).toEqual([]);
  });
});
