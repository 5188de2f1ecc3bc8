import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * A validator's CometBFT address from its consensus key (the node record's `tmPubKey`, base64
 * of the ed25519 key): the first 20 bytes of its SHA-256, upper-case hex, as block headers name
 * their proposer. Synchronous, from @noble/hashes (already the explorer's SHA3): it is needed
 * while rendering, and WebCrypto's digest is async and missing on plain-http origins other
 * than localhost. Undefined for a key that is not base64.
 */
export function cometAddress(tmPubKeyBase64: string): string | undefined {
  let raw: string;
  try {
    raw = atob(tmPubKeyBase64);
  } catch {
    return undefined;
  }
  const bytes = Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
  return bytesToHex(sha256(bytes).subarray(0, 20)).toUpperCase();
}
