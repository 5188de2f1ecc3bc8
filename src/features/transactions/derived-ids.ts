import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** How far down a batch's id chain to look: submissions and the trades they make take ids. */
export const BATCH_ID_DEPTH = 256;

/**
 * The ids a transaction's execution hands out, in order, as the network derives them: the
 * first is SHA3-256 of the signature bytes, each next one SHA3-256 of the previous id's bytes
 * (the data node's IdGenerator, the real network's rule). An order submission's order is the
 * first; a proposal, transfer, withdrawal or liquidity provision too. Trades made while
 * executing take the following ids. Empty when the signature is not hex.
 *
 * SHA3-256 comes from @noble/hashes (audited, tree-shaken to the Keccak core): WebCrypto has
 * no SHA-3.
 */
export function derivedIds(signatureHex: string, count: number): string[] {
  const ids: string[] = [];
  let bytes = hexToBytes(signatureHex);
  if (!bytes || bytes.length === 0) return ids;
  for (let i = 0; i < count; i++) {
    bytes = sha3_256(bytes);
    ids.push(bytesToHex(bytes));
  }
  return ids;
}

/** The first derived id: what an order submission, proposal, transfer or withdrawal created. */
export function firstDerivedId(signatureHex: string): string | undefined {
  return derivedIds(signatureHex, 1)[0];
}

/** Bytes of an even-length hex string in either case, or undefined when it is not hex (chain
 * text is untrusted: noble's own parser throws instead). */
export function hexToBytes(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
