import { createHash, createHmac } from 'node:crypto';

/** 64 lowercase hex characters of SHA3-256, the network's hash for ids. */
export function sha3Hex(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha3-256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/**
 * Deterministic id generator seeded by a transaction's signature, as the real network derives
 * the ids of what a transaction creates (orders, proposals, transfers): the first id is the
 * hash of the signature, each next one the hash of the previous.
 */
export class IdGenerator {
  private current: string;

  constructor(signatureHex: string) {
    this.current = signatureHex;
  }

  next(): string {
    this.current = sha3Hex(Buffer.from(this.current, 'hex'));
    return this.current;
  }
}

export interface Signature {
  value: string;
  algo: string;
  version: number;
}

export const SIGNATURE_ALGO = 'net/ed25519';

/**
 * The simulation has no private keys; a party's signature is a keyed hash of what it signs,
 * 64 bytes like an ed25519 signature, deterministic for the same input.
 */
export function signTransaction(partyId: string, payload: string): Signature {
  const value = createHmac('sha512', partyId).update(payload).digest('hex');
  return { value, algo: SIGNATURE_ALGO, version: 1 };
}

/** A transaction's hash: SHA3-256 of its signed payload and signature, upper-case free hex. */
export function transactionHash(payload: string, signature: Signature): string {
  return sha3Hex(payload, signature.value);
}
