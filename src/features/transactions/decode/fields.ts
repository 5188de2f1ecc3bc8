/**
 * A decoded command is a tree of labelled fields, built by pure functions and rendered by one
 * generic component: decoding is testable without the DOM, and chain text only ever reaches
 * the page as text nodes.
 */

/** Records that have a page (or at least an id worth linking). */
export type EntityKind =
  | 'market'
  | 'party'
  | 'order'
  | 'asset'
  | 'proposal'
  | 'validator'
  | 'withdrawal'
  | 'deposit'
  | 'oracle';

export type FieldValue =
  /** Plain text; `title` carries the raw value behind a formatted one. */
  | { kind: 'text'; text: string; title?: string }
  /** An id or key, linked to its page when `entity` has one; `name` is shown beside it. */
  | { kind: 'id'; id: string; entity?: EntityKind; name?: string }
  /** Unix nanoseconds as a decimal string ("0" = unset). */
  | { kind: 'time'; ns: string }
  /** Free text kept as written (descriptions, payloads): shown in a <pre>. */
  | { kind: 'block'; text: string }
  | { kind: 'group'; fields: Field[] }
  | { kind: 'list'; items: FieldValue[]; numbered?: boolean };

export interface Field {
  label: string;
  value: FieldValue;
}

export const text = (value: string, title?: string): FieldValue =>
  title === undefined || title === value
    ? { kind: 'text', text: value }
    : { kind: 'text', text: value, title };

export const idValue = (id: string, entity?: EntityKind, name?: string): FieldValue => ({
  kind: 'id',
  id,
  ...(entity ? { entity } : {}),
  ...(name ? { name } : {}),
});

export const time = (ns: string): FieldValue => ({ kind: 'time', ns });

/** Unix seconds (proposal terms, Ethereum events) as a time value. */
export const timeFromSeconds = (seconds: string): FieldValue =>
  /^\d+$/.test(seconds) && seconds !== '0'
    ? time(`${seconds}000000000`)
    : text(seconds === '0' ? '—' : seconds);

export const group = (fields: Field[]): FieldValue => ({ kind: 'group', fields });

export const list = (items: FieldValue[], numbered = false): FieldValue => ({
  kind: 'list',
  items,
  numbered,
});

export const field = (label: string, value: FieldValue): Field => ({ label, value });

export const yesNo = (value: boolean): FieldValue => text(value ? 'Yes' : 'No');

/** Fields whose value is present: optional members are left out rather than shown empty. */
export function present(...fields: (Field | false | undefined | null)[]): Field[] {
  return fields.filter((f): f is Field => Boolean(f));
}

/**
 * An enum name as words inside a sentence: "TYPE_FUNDS_DEPOSITED" → "funds deposited", while
 * a leading acronym stays ("ERC20 multisig signer removed").
 */
export function enumPhrase(words: string): string {
  return /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
}
