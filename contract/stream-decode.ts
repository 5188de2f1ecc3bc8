import { z } from 'zod/mini';
import { enumTableOf } from './define-enum.ts';
import { amountString } from './primitives.ts';

/**
 * The two JSON encodings of one record (reference §0.2):
 *  - REST: enums as names, every default emitted (`""`, `"0"`, `false`, `[]`), unset
 *    sub-messages as `null`;
 *  - streams: enums as integers, defaults omitted.
 * The contract's schemas describe the REST form. `fromStreamForm` walks a schema beside a
 * stream payload and rebuilds the REST form, so one schema (and one TypeScript type) serves
 * both; `toStreamForm` is the inverse, for whoever writes streams.
 *
 * Rules, by the schema of each field:
 *  - enum (`X.schema` of enums.ts): an integer becomes its name; a missing one the name of 0;
 *  - string: missing → "" or, where the schema rejects "" (integers, decimals), "0";
 *  - number → 0, boolean → false, array → [], record (map) → {};
 *  - object: missing → an object of its fields' defaults (a set sub-message whose fields are
 *    all defaults is the only way one can be missing while required);
 *  - `z.optional` (proto3 optional, oneof members) → stays absent; `z.nullable` → null.
 * Keys the schema does not know are kept as they are; the schema's parse strips them.
 *
 * The walk reads each schema's definition (`_zod.def`), which zod's core shares between its
 * APIs, so it accepts schemas built with `zod/mini` (the contract) or with classic `zod`.
 */

/** Any zod schema, whichever API built it. */
type Schema = z.core.$ZodType;

/** The definition of a schema, typed by its `type` tag. */
const defOf = (schema: Schema) => (schema as z.core.$ZodTypes)._zod.def;

/** The enum table behind a `z.enum` (define-enum.ts). */
function enumTable(schema: Schema, entries: Readonly<Record<string, unknown>>) {
  return enumTableOf(schema, Object.values(entries).map(String));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Wrappers that do not change the JSON shape of what they wrap. */
function inner(schema: Schema): Schema | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType;
    case 'lazy':
      return def.getter();
    case 'pipe':
      return def.in;
    default:
      return undefined;
  }
}

const stringDefaults = new WeakMap<Schema, string>();

/** "" for plain strings; "0" for strings that must hold a number (uintString, decimals…). */
function stringDefault(schema: Schema): string {
  let value = stringDefaults.get(schema);
  if (value === undefined) {
    value = z.safeParse(schema, '').success ? '' : '0';
    stringDefaults.set(schema, value);
  }
  return value;
}

/** The REST value of a field the stream left out; undefined = leave the key out. */
export function restDefault(schema: Schema): unknown {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default') return undefined;
  if (def.type === 'nullable') return null;
  const wrapped = inner(schema);
  if (wrapped) return restDefault(wrapped);
  switch (def.type) {
    case 'object':
      return fromStreamForm(schema, {});
    case 'array':
      return [];
    case 'record':
      return {};
    case 'boolean':
      return false;
    case 'number':
      return 0;
    case 'string':
      return stringDefault(schema);
    case 'enum':
      return enumTable(schema, def.entries)?.fromNumber(0) ?? Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'union': {
      const first = def.options[0];
      return first === undefined ? undefined : restDefault(first);
    }
    default:
      return undefined;
  }
}

/**
 * Rebuilds the REST form of a stream payload (integers → enum names, defaults filled in).
 * Returns the value unvalidated: parse it with the same schema (or use `parseStreamForm`).
 */
export function fromStreamForm(schema: Schema, value: unknown): unknown {
  if (value === undefined) return restDefault(schema);
  if (value === null) return null;
  const wrapped = inner(schema);
  if (wrapped) return fromStreamForm(wrapped, value);
  const def = defOf(schema);
  if (def.type === 'object') {
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(def.shape)) {
      const decoded = fromStreamForm(field, value[key]);
      if (decoded === undefined) delete out[key];
      else out[key] = decoded;
    }
    return out;
  }
  if (def.type === 'array') {
    const element = def.element;
    return Array.isArray(value) ? value.map((v) => fromStreamForm(element, v)) : value;
  }
  if (def.type === 'record') {
    if (!isPlainObject(value)) return value;
    const valueType = def.valueType;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fromStreamForm(valueType, v)]),
    );
  }
  if (def.type === 'enum') {
    if (typeof value !== 'number') return value;
    return enumTable(schema, def.entries)?.fromNumber(value) ?? value;
  }
  if (def.type === 'union' && isPlainObject(value)) {
    for (const option of def.options) {
      const decoded = fromStreamForm(option, value);
      if (z.safeParse(option, decoded).success) return decoded;
    }
  }
  return value;
}

/** Decodes a stream payload and parses it: the same type as the REST record. */
export function parseStreamForm<S extends Schema>(schema: S, value: unknown): z.output<S> {
  return z.parse(schema, fromStreamForm(schema, value));
}

/** `parseStreamForm` that reports instead of throwing. */
export function safeParseStreamForm<S extends Schema>(schema: S, value: unknown) {
  return z.safeParse(schema, fromStreamForm(schema, value));
}

function isStreamDefault(schema: Schema, value: unknown): boolean {
  // A protobuf string's only default is "": "0" in an amount is a value and is written.
  if (schema === amountString) return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value))
    return defOf(schema).type === 'record' && Object.keys(value).length === 0;
  return value === restDefault(schema);
}

/**
 * The stream form of a REST-form value: enum names → integers, default values left out, null
 * sub-messages left out. Values under `z.optional` have presence (proto3 optional, oneof
 * members) and are written even when they equal the default.
 */
export function toStreamForm(schema: Schema, value: unknown, present = false): unknown {
  if (value === undefined || value === null) return undefined;
  const def = defOf(schema);
  if (def.type === 'optional') return toStreamForm(def.innerType, value, true);
  const wrapped = inner(schema);
  if (wrapped) return toStreamForm(wrapped, value, present);
  if (!present && isStreamDefault(schema, value)) return undefined;
  if (def.type === 'object' && isPlainObject(value)) {
    const shape: Readonly<Record<string, Schema>> = def.shape;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const field = shape[key];
      const encoded = field ? toStreamForm(field, v) : v;
      if (encoded !== undefined) out[key] = encoded;
    }
    return out;
  }
  if (def.type === 'array' && Array.isArray(value)) {
    const element = def.element;
    return value.map((v) => toStreamForm(element, v, true) ?? restDefault(element));
  }
  if (def.type === 'record' && isPlainObject(value)) {
    const valueType = def.valueType;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, toStreamForm(valueType, v, true)]),
    );
  }
  if (def.type === 'enum' && typeof value === 'string') {
    return enumTable(schema, def.entries)?.values[value] ?? value;
  }
  return value;
}
