import { describe, expect, it } from 'vitest';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { derivedIds, firstDerivedId, hexToBytes } from './derived-ids.ts';

const text = (s: string) => new TextEncoder().encode(s);
const hash = (bytes: Uint8Array) => bytesToHex(sha3_256(bytes));

// The vectors the hand-written SHA3-256 was checked against, kept for the library that replaced it.
describe('sha3_256', () => {
  it('matches the FIPS 202 test vectors', () => {
    expect(hash(text(''))).toBe('a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
    expect(hash(text('abc'))).toBe(
      '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
    );
  });

  it('handles inputs around and across the 136-byte block boundary', () => {
    // Expected values from Node's crypto.createHash('sha3-256').
    expect(hash(new Uint8Array(135).fill(7))).toBe(
      'dc670284882689af4a26252dfd9e4ee7f6148b1a184f01bc0de9fec948eb5a6d',
    );
    expect(hash(new Uint8Array(136).fill(7))).toBe(
      '1336ade51daf5b8db0934dd2837d4afe8444c7b1a29777d95ca5692736f3e318',
    );
    expect(hash(text('a'.repeat(200)))).toBe(
      'cce34485baf2bf2aca99b94833892a4f52896d3d153f7b840cc4f9fe695f1387',
    );
  });
});

describe('hexToBytes', () => {
  it('reads hex in either case and refuses anything else', () => {
    expect(Array.from(hexToBytes('00ffA0') ?? [])).toEqual([0, 255, 160]);
    expect(hexToBytes('abc')).toBeUndefined();
    expect(hexToBytes('zz')).toBeUndefined();
  });
});

describe('derivedIds', () => {
  // A signature from the simulated network, with the ids Node's SHA3-256 derives from it.
  const signature =
    '80df618aa4286ae4c76b1a5e808fe074fb4f7290bce89b9148c1a1b27a2c519958b333c3d20b7f54551cf316a187db391552785fb9d5755535ba7c9b3b504d8c';

  it('hashes the signature bytes, then each id in turn', () => {
    expect(derivedIds(signature, 2)).toEqual([
      '1f3e7198affc6a4b165efe8e722298b00deaa03a3dfe347b4ca729155d15c7ef',
      'ba0a6ed8a4ecf69a00b5f5e14df7631cb2d3fe734e502e6247628694f2c04eb7',
    ]);
    expect(firstDerivedId(signature.toUpperCase())).toBe(
      '1f3e7198affc6a4b165efe8e722298b00deaa03a3dfe347b4ca729155d15c7ef',
    );
  });

  it('derives nothing from a signature that is not hex', () => {
    expect(derivedIds('not hex', 3)).toEqual([]);
    expect(firstDerivedId('')).toBeUndefined();
  });
});
