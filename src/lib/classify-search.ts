export type SearchKind =
  | { kind: 'empty' }
  | { kind: 'id'; id: string }
  | { kind: 'block'; height: number }
  | { kind: 'ethAddress'; address: string }
  | { kind: 'text'; text: string };

const ID_RE = /^(?:0x)?([0-9a-f]{64})$/i;
const ETH_ADDRESS_RE = /^0x[0-9a-f]{40}$/i;
const HEIGHT_RE = /^\d+$/;

/**
 * Classifies search-box input. IDs (64 hex, optional 0x) come back lower-case without 0x;
 * Ethereum addresses lower-case with 0x; block heights only when they are safe integers
 * (anything longer is text). An all-digit 64-character input is an ID, not a height.
 */
export function classifySearch(input: string): SearchKind {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const id = ID_RE.exec(text)?.[1];
  if (id !== undefined) return { kind: 'id', id: id.toLowerCase() };
  if (ETH_ADDRESS_RE.test(text)) return { kind: 'ethAddress', address: text.toLowerCase() };
  if (HEIGHT_RE.test(text)) {
    const height = Number(text);
    if (Number.isSafeInteger(height)) return { kind: 'block', height };
  }
  return { kind: 'text', text };
}
