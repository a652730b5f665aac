/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket paths
 * (`metadata[bookingId]=b1`, `payment_method_types[]=card`, `payment_method_data[card][number]=…`),
 * the way the `stripe` SDK and Stripe.js send it. Decoded into nested objects and arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = keyPath(rawKey);
    if (path.length === 0) continue;
    assign(root, path, value);
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

/** `a[b][]` → ['a', 'b', '']; an empty segment means "append". */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const path = [key.slice(0, first)];
  const rest = key.slice(first);
  const segment = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = segment.exec(rest))) path.push(match[1]!);
  return path;
}

function assign(target: FormObject, path: string[], value: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  if (rest[0] === '') {
    let list = target[head];
    if (!Array.isArray(list)) {
      list = [];
      target[head] = list;
    }
    const after = rest.slice(1);
    if (after.length === 0) {
      list.push(value);
      return;
    }
    // `items[][price]=a&items[][quantity]=1`: a repeated field starts the next object.
    let last = list[list.length - 1];
    if (typeof last !== 'object' || Array.isArray(last) || after[0]! in last) {
      last = {};
      list.push(last);
    }
    assign(last as FormObject, after, value);
    return;
  }
  let child = target[head];
  if (typeof child !== 'object' || Array.isArray(child)) {
    child = {};
    target[head] = child;
  }
  assign(child, rest, value);
}

/** `{0: 'a', 1: 'b'}` (from `x[0]=a&x[1]=b`) becomes `['a', 'b']`. */
function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(arraysFromIndexedObjects);
  const entries = Object.entries(value).map(([key, child]) => [key, arraysFromIndexedObjects(child)] as const);
  const keys = entries.map(([key]) => key);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, child]) => child);
  return Object.fromEntries(entries);
}
