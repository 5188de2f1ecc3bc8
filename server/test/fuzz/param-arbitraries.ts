import fc from 'fast-check';
import * as enums from '#contract/enums.ts';
import { TRANSACTION_TYPES } from '#contract/transaction.ts';
import type { FuzzSamples } from './fuzz-samples.ts';
import { anyValue, cursorValue, mostly, type ParamValue } from './query-values.ts';
import type { ParamKind } from './rest-routes.ts';

/** Names of every enum: a valid name of the wrong enum is a classic confusion. */
const ALL_ENUM_NAMES = [
  ...new Set(
    Object.values(enums).flatMap((e) => ('names' in e ? (e.names as readonly string[]) : [])),
  ),
];
const INTERVAL_WORDS = [
  '1_minute',
  '5_minutes',
  '15_minutes',
  '1_hour',
  '6_hours',
  '1_day',
  'block',
  '2_minutes',
  '',
];

/** One of the chain's values; junk when the chain has none of that kind (a short history). */
const fromPool = (pool: readonly string[]): fc.Arbitrary<ParamValue> =>
  pool.length ? fc.constantFrom(...pool) : anyValue;

const int = (min: bigint, max: bigint) => fc.bigInt({ min, max }).map(String);
const I32 = 2n ** 31n;

/** Good values of a parameter's kind, or anything (see query-values.ts). */
export function valueOf(kind: ParamKind, s: FuzzSamples): fc.Arbitrary<ParamValue> {
  if (typeof kind === 'object' && 'id' in kind) {
    const own = s.ids[kind.id];
    const all = Object.values(s.ids).flat();
    return mostly(
      fc.oneof(
        fromPool(own),
        fromPool(own.map((id) => id.toUpperCase())),
        fromPool(all),
        fc.constant('network'),
      ),
    );
  }
  if (typeof kind === 'object')
    return mostly(
      fc.oneof(
        fc.constantFrom(...kind.enum),
        fc.integer({ min: -3, max: 120 }).map(String),
        fc.constantFrom(...ALL_ENUM_NAMES),
      ),
    );
  switch (kind) {
    case 'bool':
      return mostly(fc.constantFrom('true', 'false', '1', '0', 'True', 't', 'on'));
    case 'int32':
      return mostly(fc.oneof(int(-10n, 6000n), int(-I32 - 5n, -I32 + 5n), int(I32 - 5n, I32 + 5n)));
    case 'amount':
      // Up to 256 bits: mixed with the uint64 values below, and both sides of 2^256.
      return mostly(fc.oneof(valueOf('uint64', s), int(2n ** 256n - 3n, 2n ** 256n + 3n)));
    case 'int64':
      return mostly(
        fc.oneof(
          int(-500n, 500n),
          int(-(2n ** 63n) - 3n, -(2n ** 63n) + 3n),
          int(2n ** 63n - 3n, 2n ** 63n + 3n),
        ),
      );
    case 'uint64':
    case 'timestamp':
      return mostly(
        fc.oneof(
          int(0n, 500n),
          fromPool(s.timestamps),
          int(2n ** 63n - 3n, 2n ** 63n + 3n),
          int(2n ** 64n - 3n, 2n ** 64n + 3n),
          int(-5n, -1n),
        ),
      );
    case 'cursor':
      return cursorValue(s.cursors);
    case 'txCursor':
      return mostly(
        fc.oneof(
          fromPool(s.txCursors),
          fc
            .tuple(int(0n, 2n ** 64n), int(0n, 2n ** 33n))
            .map(([block, index]) => `${block}.${index}`),
        ),
      );
    case 'txType':
      return mostly(
        fc.constantFrom(...Object.keys(TRANSACTION_TYPES), 'submit order', 'Submit Order '),
      );
    case 'candleId':
      return mostly(
        fc.oneof(
          fromPool(s.candleIds),
          fc
            .tuple(
              fc.constantFrom(...INTERVAL_WORDS),
              fc.constantFrom(...s.ids.market, ...s.ids.party),
            )
            .map(([word, market]) => `trades_candle_${word}_${market}`),
        ),
      );
    case 'paramKey':
      return mostly(fromPool(s.paramKeys));
    case 'reference':
      return mostly(fromPool(s.references));
    case 'text':
    case 'tableName':
      return anyValue;
  }
}

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A query: the required parameters, then 0–6 more, names drawn from the route's own (also in snake_case, as grpc-gateway
 * accepts both), plus unknown ones; the same name may come several times. Combinations such as
 * first+last or before+after arise from the draw.
 */
export function queryOf(
  params: Record<string, ParamKind>,
  s: FuzzSamples,
  required: readonly string[] = [],
): fc.Arbitrary<[string, ParamValue][]> {
  const names = Object.keys(params);
  const pair = (name: string, kind: ParamKind) =>
    valueOf(kind, s).map((value): [string, ParamValue] => [name, value]);
  const known = names.flatMap((name) => {
    const kind = params[name]!;
    return name === toSnake(name)
      ? [pair(name, kind)]
      : [pair(name, kind), pair(toSnake(name), kind)];
  });
  const unknown = fc
    .tuple(
      fc.constantFrom(
        'unknown',
        'pagination',
        'filter',
        'pagination.first.x',
        '',
        '__proto__',
        'é',
      ),
      anyValue,
    )
    .map(([name, value]): [string, ParamValue] => [name, value]);
  const entry = known.length
    ? fc.oneof({ weight: 6, arbitrary: fc.oneof(...known) }, unknown)
    : unknown;
  // Parameters a route cannot answer without come first (still sometimes with a bad value),
  // so that its success path is reached too.
  const first = fc.tuple(...required.map((name) => pair(name, params[name]!)));
  return fc
    .tuple(first, fc.array(entry, { maxLength: 6 }))
    .map(([head, rest]) => [...head, ...rest]);
}
