import * as z from 'zod';
import { LOCALE_MESSAGE, LOCALES } from './locale-rules';

/** Issue 40: `locale` in the web's forms and the API client types (the rule is ./locale-rules). */
export const localeSchema = z.enum(LOCALES, { error: LOCALE_MESSAGE });
