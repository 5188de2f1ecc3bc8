import fc from 'fast-check';

/**
 * A value of a query or path parameter: text (percent-encoded as UTF-8 when sent) or `raw`
 * bytes already in URL form, for what text cannot carry: malformed escapes, invalid UTF-8.
 */
export type ParamValue = string | { raw: string };

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it accepts lone surrogates (→ U+FFFD). */
export function encodeValue(value: ParamValue): string {
  if (typeof value !== 'string') return value.raw;
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `name=value&…` from pairs; names are encoded too (they may hold brackets or unicode). */
export const buildQuery = (pairs: readonly (readonly [string, ParamValue])[]) =>
  pairs.map(([name, value]) => `${encodeValue(name)}=${encodeValue(value)}`).join('&');

export const describeValue = (value: ParamValue) =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)
    : `raw ${value.raw}`;

const HEX64 = 'a1'.repeat(32);

/** Values that have broken parsers before: numbers at and past every bound, SQL, unicode… */
const ADVERSARIAL_TEXT = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '+1',
  ' 1',
  '1 ',
  '1.5',
  '1e3',
  '0x10',
  '٣', // an Arabic-Indic digit: \d in some engines
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551615',
  '18446744073709551616',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'TRUE',
  'yes',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '\\',
  '%',
  '\u0000',
  `${HEX64.slice(0, 32)}\u0000${HEX64.slice(33)}`,
  'é',
  '💥',
  '\u202Eevil',
  '\uFEFF',
  'ＡＢＣ',
  '\uD800',
  HEX64,
  HEX64.toUpperCase(),
  `${HEX64}0`,
  HEX64.slice(1),
  `g${HEX64.slice(1)}`,
  ` ${HEX64}`,
  `${HEX64}\n`,
  `0x${HEX64.slice(2)}`,
  'network',
  'x'.repeat(5000),
  'é'.repeat(2000),
];

/** Pre-encoded: bad escapes and byte sequences that are not UTF-8. */
const ADVERSARIAL_RAW = [
  '%',
  '%zz',
  '%G0',
  '%FF',
  '%FF%FE',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '+',
  '%2B',
  '%26',
  '%3D',
].map((raw) => ({ raw }));

export const adversarial: fc.Arbitrary<ParamValue> = fc.oneof(
  fc.constantFrom(...ADVERSARIAL_TEXT),
  fc.constantFrom(...ADVERSARIAL_RAW),
);

/** Anything: the fixed adversarial values and random text of every kind. */
export const anyValue: fc.Arbitrary<ParamValue> = fc.oneof(
  { weight: 3, arbitrary: adversarial },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-fA-F]{60,68}$/) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

/** Mostly the given good values, sometimes anything. */
export const mostly = (good: fc.Arbitrary<ParamValue>) =>
  fc.oneof({ weight: 2, arbitrary: good }, { weight: 1, arbitrary: anyValue });

export const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** Cursors: real ones (of any list, so often foreign), crafted base64 JSON, junk. */
export function cursorValue(realCursors: string[]): fc.Arbitrary<ParamValue> {
  const keyPart = fc.oneof(
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc.constantFrom('9'.repeat(30), '-9'.repeat(1), '0', HEX64, '', '\u0000', "'"),
    fc.string({ maxLength: 10 }),
  );
  return fc.oneof(
    realCursors.length ? fc.constantFrom(...realCursors) : anyValue,
    fc.array(keyPart, { minLength: 0, maxLength: 3 }).map(base64Json),
    fc.jsonValue({ maxDepth: 2 }).map(base64Json),
    anyValue,
  );
}
