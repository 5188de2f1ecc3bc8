import { ID_PATTERN } from '#contract/primitives.ts';
import { DetailCode, invalidArgument } from './api-error.ts';
import { NETWORK_PARTY } from '#contract/party.ts';

type RawQuery = Record<string, string | string[] | undefined>;

interface EnumTable<N extends string> {
  parse(raw: string): N | undefined;
}

const INT64_MAX = 0x7fffffffffffffffn;
/** 2^63: int64 holds -2^63 … 2^63 - 1. */
const INT64_LIMIT = 2n ** 63n;

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Reads query parameters the way grpc-gateway does: camelCase or snake_case names,
 * repeated parameters by repetition, enums by name or integer, unknown parameters ignored.
 * Every malformed value is a 400 naming the parameter, never a 500.
 */
export class QueryReader {
  constructor(private readonly query: RawQuery) {}

  private all(name: string): string[] {
    const value = this.query[name] ?? this.query[toSnake(name)];
    if (value === undefined) return [];
    const values = Array.isArray(value) ? value : [value];
    for (const raw of values) checkText(name, raw);
    return values;
  }

  /** Every parameter name the query holds (for families such as `filters[<key>]`). */
  names(): string[] {
    return Object.keys(this.query);
  }

  /** The last value given (grpc-gateway keeps the last of repeated scalars), or undefined. */
  string(name: string): string | undefined {
    const values = this.all(name);
    return values.length ? values[values.length - 1] : undefined;
  }

  /** Repeated values; empty strings are dropped. */
  strings(name: string): string[] {
    return this.all(name).filter((v) => v !== '');
  }

  int(name: string, { min, max }: { min: number; max: number }): number | undefined {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return undefined;
    if (!/^-?\d+$/.test(raw))
      throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must be an integer`, raw);
    const n = Number(raw);
    if (n < min || n > max) {
      throw invalidArgument(
        DetailCode.MALFORMED_REQUEST,
        `${name} must be between ${min} and ${max}`,
        raw,
      );
    }
    return n;
  }

  /** Unsigned 64-bit integer, kept as a decimal string. */
  uint64(name: string): string | undefined {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return undefined;
    if (!/^\d{1,20}$/.test(raw) || BigInt(raw) > 0xffffffffffffffffn) {
      throw invalidArgument(
        DetailCode.MALFORMED_REQUEST,
        `${name} must be an unsigned 64-bit integer`,
        raw,
      );
    }
    return BigInt(raw).toString();
  }

  /**
   * A uint64 that is looked up in a bigint column (epoch numbers, block heights): above the
   * int64 range no row can match and PostgreSQL refuses the comparison, so it is a 400.
   */
  int64Seq(name: string): string | undefined {
    const value = this.uint64(name);
    if (value !== undefined && BigInt(value) > INT64_MAX) {
      throw invalidArgument(
        DetailCode.MALFORMED_REQUEST,
        `${name} must fit in 64 signed bits`,
        value,
      );
    }
    return value;
  }

  /** A signed 64-bit integer, as the reference carries it. */
  int64(name: string): bigint | undefined {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return undefined;
    if (!/^-?\d{1,19}$/.test(raw) || BigInt(raw) >= INT64_LIMIT || BigInt(raw) < -INT64_LIMIT)
      throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must be a 64-bit integer`, raw);
    return BigInt(raw);
  }

  /** An unsigned amount as the reference carries it (a decimal string, up to 256 bits). */
  amount(name: string): bigint | undefined {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return undefined;
    if (!/^\d{1,78}$/.test(raw) || BigInt(raw) >= 2n ** 256n)
      throw invalidArgument(
        DetailCode.MALFORMED_REQUEST,
        `${name} must be an unsigned integer`,
        raw,
      );
    return BigInt(raw);
  }

  bool(name: string): boolean | undefined {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return undefined;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must be true or false`, raw);
  }

  /** A 64-hex id (lower-cased), or undefined when absent; `network` too where `party`. */
  id(name: string, party = false): string | undefined {
    const raw = this.string(name);
    if (raw === undefined || raw === '') return undefined;
    return party ? checkPartyId(name, raw) : checkId(name, raw);
  }

  ids(name: string, party = false): string[] {
    return this.strings(name).map((raw) => (party ? checkPartyId(name, raw) : checkId(name, raw)));
  }

  enums<N extends string>(name: string, table: EnumTable<N>): N[] {
    return this.strings(name).map((raw) => {
      const value = table.parse(raw);
      if (value === undefined)
        throw invalidArgument(DetailCode.INVALID_FILTER, `${name} has an unknown value`, raw);
      return value;
    });
  }
}

/**
 * Text for the database: PostgreSQL text cannot hold NUL, so a value with one (`%00`) could
 * match nothing and would fail the query; it is refused as malformed instead.
 */
export function checkText(name: string, raw: string): string {
  if (raw.includes('\u0000'))
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must not contain NUL characters`);
  return raw;
}

/** A party id: 64 hex characters, or `network`. */
export function checkPartyId(name: string, raw: string): string {
  return raw === NETWORK_PARTY ? raw : checkId(name, raw);
}

/** Validates a 64-hex id from a path or query parameter; hex letters may be upper case. */
export function checkId(name: string, raw: string): string {
  const id = raw.toLowerCase();
  if (!ID_PATTERN.test(id)) {
    throw invalidArgument(
      DetailCode.MALFORMED_REQUEST,
      `${name} must be 64 hexadecimal characters`,
      raw,
    );
  }
  return id;
}
