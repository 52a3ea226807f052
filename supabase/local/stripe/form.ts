// Decodes Stripe's form encoding (`a[b][0][c]=v`, as the stripe SDK sends it) into nested objects and arrays.

/** A decoded request parameter: a string, or nested params/arrays of them. */
export type Param = string | Params | Param[];
/** Decoded request parameters. */
export interface Params {
  [key: string]: Param;
}

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]);
  return parts;
}

// Containers have no prototype and are read only through own keys, so a key such as `__proto__[x]` or
// `constructor[prototype][x]` is an ordinary (unknown) parameter and never reaches Object.prototype.
function emptyParams(): Params {
  return Object.create(null) as Params;
}

function ownParam(node: Params, key: string): Param | undefined {
  return Object.hasOwn(node, key) ? node[key] : undefined;
}

/** Parses an x-www-form-urlencoded body or query string into Stripe-style nested params. */
export function parseStripeForm(body: string): Params {
  const root = emptyParams();
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = splitKey(rawKey);
    let node: Params = root;
    path.forEach((part, index) => {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const existing = ownParam(node, key);
      if (!existing || typeof existing === 'string' || Array.isArray(existing)) node[key] = emptyParams();
      node = node[key] as Params;
    });
  }
  return arraysFromIndexes(root) as Params;
}

// Objects whose keys are exactly 0..n-1 were arrays on the client (`expand[0]`, `line_items[0][price]`).
function arraysFromIndexes(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = emptyParams();
  for (const key of keys) converted[key] = arraysFromIndexes(value[key]);
  const isArray = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isArray ? keys.map((key) => converted[key]) : converted;
}

/** A string param or undefined. */
export function str(value: Param | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A map of string params (metadata) or an empty object. */
export function stringMap(value: Param | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!value || typeof value === 'string' || Array.isArray(value)) return result;
  for (const [key, entry] of Object.entries(value))
    if (typeof entry === 'string' && entry !== '')
      Object.defineProperty(result, key, {
        value: entry,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  return result;
}

/** A list of strings (`expand[0]=a&expand[1]=b`). */
export function stringList(value: Param | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is string => typeof entry === 'string');
}
