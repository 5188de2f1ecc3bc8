import { z } from 'zod/mini';

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
  return {
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
}

export type EnumName<E extends { names: readonly string[] }> = E['names'][number];
