import * as z from 'zod';
import { cleanLine, cleanMultiline } from './text-rules';

/**
 * The string schemas of every free-text field (text-rules.ts says what happens to control and
 * format characters). They are zod strings, so `.min()`, `.max()` and messages chain as before and
 * count what is left after cleaning.
 */
type Params = Parameters<typeof z.string>[0];

export function lineText(params?: Params) {
  return z.string(params).overwrite(cleanLine);
}

export function multilineText(params?: Params) {
  return z.string(params).overwrite(cleanMultiline);
}
