import { z } from 'zod';
import * as enums from './enums.ts';

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
 *  - `.optional()` (proto3 optional, oneof members) → stays absent; `.nullable()` → null.
 * Keys the schema does not know are kept as they are; the schema's parse strips them.
 */

interface EnumTable {
  readonly values: Readonly<Record<string, number>>;
  readonly names: readonly string[];
  readonly schema: z.ZodType;
  fromNumber(n: number): string | undefined;
}

const tables: EnumTable[] = Object.values(enums);
const tableBySchema = new Map<z.ZodType, EnumTable>(tables.map((t) => [t.schema, t]));

/** The enum table behind a `z.enum`: by identity, else the table with the same names. */
function enumTable(schema: z.ZodEnum): EnumTable | undefined {
  const known = tableBySchema.get(schema);
  if (known) return known;
  const options = schema.options.map(String);
  return tables.find(
    (t) => t.names.length === options.length && t.names.every((n) => options.includes(n)),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Wrappers that do not change the JSON shape of what they wrap. */
function inner(schema: z.ZodType): z.ZodType | undefined {
  let wrapped: unknown;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) wrapped = schema.unwrap();
  else if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    wrapped = schema.unwrap();
  } else if (schema instanceof z.ZodReadonly || schema instanceof z.ZodCatch) {
    wrapped = schema.unwrap();
  } else if (schema instanceof z.ZodLazy) wrapped = schema.unwrap();
  else if (schema instanceof z.ZodPipe) wrapped = schema.in;
  // Every schema built with the classic `z` API is a z.ZodType.
  return wrapped as z.ZodType | undefined;
}

const stringDefaults = new WeakMap<z.ZodString, string>();

/** "" for plain strings; "0" for strings that must hold a number (uintString, decimals…). */
function stringDefault(schema: z.ZodString): string {
  let value = stringDefaults.get(schema);
  if (value === undefined) {
    value = schema.safeParse('').success ? '' : '0';
    stringDefaults.set(schema, value);
  }
  return value;
}

/** The REST value of a field the stream left out; undefined = leave the key out. */
export function restDefault(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return undefined;
  if (schema instanceof z.ZodNullable) return null;
  const wrapped = inner(schema);
  if (wrapped) return restDefault(wrapped);
  if (schema instanceof z.ZodObject) return fromStreamForm(schema, {});
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodRecord) return {};
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodString) return stringDefault(schema);
  if (schema instanceof z.ZodEnum) return enumTable(schema)?.fromNumber(0) ?? schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.values.values().next().value;
  if (schema instanceof z.ZodUnion) {
    const first = schema.options[0];
    return first === undefined ? undefined : restDefault(first as z.ZodType);
  }
  return undefined;
}

/**
 * Rebuilds the REST form of a stream payload (integers → enum names, defaults filled in).
 * Returns the value unvalidated: parse it with the same schema (or use `parseStreamForm`).
 */
export function fromStreamForm(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined) return restDefault(schema);
  if (value === null) return null;
  const wrapped = inner(schema);
  if (wrapped) return fromStreamForm(wrapped, value);
  if (schema instanceof z.ZodObject) {
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const decoded = fromStreamForm(field, value[key]);
      if (decoded === undefined) delete out[key];
      else out[key] = decoded;
    }
    return out;
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    return Array.isArray(value) ? value.map((v) => fromStreamForm(element, v)) : value;
  }
  if (schema instanceof z.ZodRecord) {
    if (!isPlainObject(value)) return value;
    const valueType = schema.valueType as z.ZodType;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fromStreamForm(valueType, v)]),
    );
  }
  if (schema instanceof z.ZodEnum) {
    if (typeof value !== 'number') return value;
    return enumTable(schema)?.fromNumber(value) ?? value;
  }
  if (schema instanceof z.ZodUnion && isPlainObject(value)) {
    const options = schema.options as readonly z.ZodType[];
    for (const option of options) {
      const decoded = fromStreamForm(option, value);
      if (option.safeParse(decoded).success) return decoded;
    }
  }
  return value;
}

/** Decodes a stream payload and parses it: the same type as the REST record. */
export function parseStreamForm<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(fromStreamForm(schema, value));
}

/** `parseStreamForm` that reports instead of throwing. */
export function safeParseStreamForm<S extends z.ZodType>(schema: S, value: unknown) {
  return schema.safeParse(fromStreamForm(schema, value));
}

function isStreamDefault(schema: z.ZodType, value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return schema instanceof z.ZodRecord && Object.keys(value).length === 0;
  return value === restDefault(schema);
}

/**
 * The stream form of a REST-form value: enum names → integers, default values left out, null
 * sub-messages left out. Values under `.optional()` have presence (proto3 optional, oneof
 * members) and are written even when they equal the default.
 */
export function toStreamForm(schema: z.ZodType, value: unknown, present = false): unknown {
  if (value === undefined || value === null) return undefined;
  if (schema instanceof z.ZodOptional) {
    return toStreamForm(schema.unwrap() as z.ZodType, value, true);
  }
  const wrapped = inner(schema);
  if (wrapped) return toStreamForm(wrapped, value, present);
  if (!present && isStreamDefault(schema, value)) return undefined;
  if (schema instanceof z.ZodObject && isPlainObject(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const field = shape[key];
      const encoded = field ? toStreamForm(field, v) : v;
      if (encoded !== undefined) out[key] = encoded;
    }
    return out;
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType;
    return value.map((v) => toStreamForm(element, v, true) ?? restDefault(element));
  }
  if (schema instanceof z.ZodRecord && isPlainObject(value)) {
    const valueType = schema.valueType as z.ZodType;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, toStreamForm(valueType, v, true)]),
    );
  }
  if (schema instanceof z.ZodEnum && typeof value === 'string') {
    return enumTable(schema)?.values[value] ?? value;
  }
  return value;
}
