import { bytesToHex, hexToBytes, sha3_256 } from './sha3-256.ts';

/**
 * The ids a transaction's execution hands out, in order, as the network derives them: the
 * first is SHA3-256 of the signature bytes, each next one SHA3-256 of the previous id's bytes
 * (server/src/chain/engine/ids.ts IdGenerator, the real network's rule). An order submission's order
 * is the first; a proposal, transfer, withdrawal or liquidity provision too. Trades made while
 * executing take the following ids. Empty when the signature is not hex.
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
