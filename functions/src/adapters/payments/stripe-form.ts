/**
 * Stripe's request encoding, as the `stripe` SDK sends it: `application/x-www-form-urlencoded`
 * with bracket paths for nested objects (`metadata[bookingId]=b-1`) and indexed arrays
 * (`line_items[0][quantity]=1`); `undefined` is left out, `null` and `''` are sent empty (which
 * Stripe reads as "unset", e.g. `metadata=` removes all metadata). Brackets stay unencoded, the
 * rest is percent-encoded like the SDK's (and qs's) encoder.
 */
export type StripeParam = string | number | boolean | null | undefined | readonly StripeParam[] | { readonly [key: string]: StripeParam };
export type StripeParams = { readonly [key: string]: StripeParam };

export function encodeStripeForm(params: StripeParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: StripeParam): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encodeComponent(key)}=${encodeComponent(value === null ? '' : String(value))}`);
      return;
    }
    if (isList(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
      return;
    }
    for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

function isList(value: object): value is readonly StripeParam[] {
  return Array.isArray(value);
}

function encodeComponent(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');
}
