/**
 * Issue 40 (ADR 0165): formats a message of a compiled catalog. Catalogs are ICU MessageFormat
 * (`{count, plural, one {# night} other {# nights}}`); `npm run i18n:compile` turns each into
 * Lingui's compiled form (@lingui/message-utils `compileMessage`) at build time, so neither the
 * SPA nor a function carries an ICU parser: this walks the compiled form, which is
 *
 * - a string (a message without arguments: the compiler's `["Welcome"]` is stored as `"Welcome"`);
 * - or an array of strings and tokens: `[name]` an argument, `[name, 'number' | 'date' | 'time', style?]`,
 *   `[name, 'plural' | 'selectordinal' | 'select', { "0": …, one: …, other: … }]` (`#` inside a
 *   plural is the number, written in the locale).
 */
export type CompiledToken = string | [string] | [string, string, unknown?];
export type CompiledMessage = string | CompiledToken[];
export type CompiledCatalog = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(intlLocale: string, type: 'cardinal' | 'ordinal', value: number): string {
  const key = `${intlLocale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(intlLocale, { type })));
  return rules.select(value);
}

// Making an Intl formatter costs far more than using one, and a page of plural texts made one per
// `#`. Each locale and style gets one, kept for the page's or the function's life (a handful of
// each). (Issue 31's CPU profile of /app/listings: the first formatter of a page still costs most,
// as it loads the locale's data; that part no cache saves.)
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(intlLocale: string, style?: unknown): Intl.NumberFormat {
  const key = `${intlLocale}:${String(style)}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : {};
    numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale, options)));
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(intlLocale: string, type: string, style: unknown): Intl.DateTimeFormat {
  const size = (typeof style === 'string' && ['short', 'medium', 'long', 'full'].includes(style) ? style : 'medium') as 'short' | 'medium' | 'long' | 'full';
  const key = `${intlLocale}:${type}:${size}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = type === 'time' ? { timeStyle: size === 'full' || size === 'long' ? 'short' : size } : { dateStyle: size };
    dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale, options)));
  }
  return format;
}

function formatValue(intlLocale: string, value: unknown, type: string, style: unknown): string {
  if (type === 'number') return numberFormat(intlLocale, style).format(Number(value));
  const date = value instanceof Date ? value : new Date(value as string | number);
  return dateFormat(intlLocale, type, style).format(date);
}

/** The text of `message` with `values`, numbers and plural forms in `intlLocale` (`de-DE`). */
export function formatMessage(message: CompiledMessage, values: MessageValues = {}, intlLocale = 'en-US'): string {
  if (typeof message === 'string') return message;
  const walk = (tokens: CompiledMessage, count?: number): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? numberFormat(intlLocale).format(count) : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const n = Number(value);
        const cases = format as Record<string, CompiledMessage>;
        const chosen = cases[String(n)] ?? cases[pluralOf(intlLocale, type === 'plural' ? 'cardinal' : 'ordinal', n)] ?? cases.other;
        out += chosen === undefined ? '' : walk(chosen, n);
      } else if (type === 'select') {
        const cases = format as Record<string, CompiledMessage>;
        const chosen = cases[String(value)] ?? cases.other;
        out += chosen === undefined ? '' : walk(chosen, count);
      } else if (type) {
        out += value == null ? '' : formatValue(intlLocale, value, type, format);
      } else {
        out += value == null ? '' : value instanceof Date ? formatValue(intlLocale, value, 'date', 'medium') : String(value);
      }
    }
    return out;
  };
  return walk(message);
}
