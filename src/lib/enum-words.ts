// Turns protobuf enum names into sentence-case words for display.

/**
 * One prefix per enum family in contract/enums.ts (several families share one,
 * e.g. STATUS_ and TYPE_). Longer prefixes are tried first so that TRANSFER_TYPE_ wins over
 * TYPE_-like overlaps; enum-words.test.ts checks the list covers every family.
 */
export const ENUM_PREFIXES: readonly string[] = [
  'PROTOCOL_UPGRADE_PROPOSAL_STATUS_',
  'VALIDATOR_NODE_STATUS_',
  'BUS_EVENT_TYPE_',
  'NODE_SIGNATURE_KIND_',
  'TRANSFER_DIRECTION_',
  'PEGGED_REFERENCE_',
  'POSITION_STATUS_',
  'DISPATCH_METRIC_',
  'AUCTION_TRIGGER_',
  'PROPOSAL_ERROR_',
  'TRANSFER_TYPE_',
  'TIME_IN_FORCE_',
  'ORACLE_SOURCE_',
  'ACCOUNT_TYPE_',
  'TRADING_MODE_',
  'ORDER_ERROR_',
  'NODE_STATUS_',
  'INTERVAL_',
  'OPERATOR_',
  'TABLE_',
  'STATUS_',
  'METHOD_',
  'STATE_',
  'VALUE_',
  'SIDE_',
  'TYPE_',
].sort((a, b) => b.length - a.length);

/** Words kept upper-case; tokens containing a digit (ERC20, I1M) are kept upper-case too. */
export const ENUM_ACRONYMS: ReadonlySet<string> = new Set([
  'GTC',
  'GTT',
  'IOC',
  'FOK',
  'GFA',
  'GFN',
  'MTM',
  'LP',
  'ERC20',
  'ID',
  'JSON',
  'ETH',
  'URL',
  'API',
]);

const ENUM_NAME_RE = /^[A-Z0-9]+(?:_[A-Z0-9]+)*$/;

/**
 * "STATUS_PARTIALLY_FILLED" → "Partially filled", "TIME_IN_FORCE_GTC" → "GTC",
 * "TRANSFER_TYPE_MTM_WIN" → "MTM win". Text that is not an UPPER_SNAKE name is returned as is.
 */
export function enumToWords(name: string): string {
  if (typeof name !== 'string' || !ENUM_NAME_RE.test(name)) return String(name);
  const prefix = ENUM_PREFIXES.find((p) => name.startsWith(p) && name.length > p.length);
  const rest = prefix ? name.slice(prefix.length) : name;
  return rest
    .split('_')
    .map((word, i) => {
      if (ENUM_ACRONYMS.has(word) || /\d/.test(word)) return word;
      const lower = word.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

/** The shape shared by every export of contract/enums.ts. */
export interface EnumTable {
  readonly names: readonly string[];
  fromNumber(n: number): string | undefined;
}

/**
 * Words for an enum value given as a REST name ("SIDE_BUY") or a stream integer (1 or "1").
 * Values the table does not define → "Unknown (7)" / "Unknown (SIDE_FOO)".
 */
export function enumLabel(table: EnumTable, value: string | number): string {
  let name: string | undefined;
  if (typeof value === 'number') {
    name = Number.isSafeInteger(value) ? table.fromNumber(value) : undefined;
  } else if (/^-?\d{1,16}$/.test(value)) {
    name = table.fromNumber(Number(value));
  } else if (table.names.includes(value)) {
    name = value;
  }
  return name === undefined ? `Unknown (${String(value)})` : enumToWords(name);
}
