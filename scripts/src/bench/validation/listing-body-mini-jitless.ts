import { config } from 'zod/mini';
import { listingInputMiniSchema } from './listing-body-mini';

/**
 * Measurement only: the zod/mini port with zod's JIT off. zod 4 compiles an object's parser with
 * `new Function` on its first parse; a function that parses one body per cold start may do better
 * interpreting it (and CSP-like environments need it off).
 */
config({ jitless: true });
export { listingInputMiniSchema };
