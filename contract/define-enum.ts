import { z } from 'zod/mini';

/** What the stream decoding needs of an enum table: its integers and names. */
export interface EnumTable {
  readonly values: Readonly<Record<string, number>>;
  readonly names: readonly string[];
  fromNumber(n: number): string | undefined;
}

/**
 * Every table defined so far, by its schema. Registering (instead of the stream decoding
 * importing the whole enums module) lets a bundle keep only the enums its schemas use: each
 * `defineEnum` call is annotated pure, so an enum nothing refers to is dropped with its entry.
 */
const registered = new Map<z.core.$ZodType, EnumTable>();

/** The table behind an enum schema, by identity, else the table with the same names. */
export function enumTableOf(
  schema: z.core.$ZodType,
  names: readonly string[],
): EnumTable | undefined {
  const known = registered.get(schema);
  if (known) return known;
  for (const table of registered.values())
    if (table.names.length === names.length && table.names.every((n) => names.includes(n)))
      return table;
  return undefined;
}

/**
 * A protobuf enum as the reference defines it: names with their integers.
 * REST carries the names, streams carry the integers; both directions are derived
 * from this one table so the two encodings can never disagree.
 */
export function defineEnum<const T extends Record<string, number>>(values: T) {
  type Name = Extract<keyof T, string>;
  const names = Object.keys(values) as [Name, ...Name[]];
  const byNumber = new Map<number, Name>(names.map((name) => [values[name] as number, name]));
  const schema = z.enum(names);
  const table = {
    values,
    names,
    schema,
    /** Integer of a name (for streams). */
    toNumber: (name: Name): number => values[name] as number,
    /** Name of an integer, or undefined when the integer is not defined. */
    fromNumber: (n: number): Name | undefined => byNumber.get(n),
    /**
     * Reads a query-parameter value the way grpc-gateway does: the name or its integer.
     * Returns undefined for anything else.
     */
    parse: (raw: string): Name | undefined => {
      if (Object.hasOwn(values, raw)) return raw as Name;
      if (/^-?\d+$/.test(raw)) return byNumber.get(Number(raw));
      return undefined;
    },
  };
  registered.set(schema, table);
  return table;
}

export type EnumName<E extends { names: readonly string[] }> = E['names'][number];
