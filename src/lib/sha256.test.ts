import { describe, expect, it } from 'vitest';
import { cometAddress, sha256 } from './sha256.ts';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sha256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(hex(sha256(utf8('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // Two blocks: 56 bytes leave no room for the length in the first.
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
});

describe('cometAddress', () => {
  it('is the first 20 bytes of SHA-256 of the decoded key, upper-case hex', () => {
    // base64 of "abc": its SHA-256 begins ba7816bf8f01cfea414140de5dae2223b00361a3.
    expect(cometAddress('YWJj')).toBe('BA7816BF8F01CFEA414140DE5DAE2223B00361A3');
  });

  it('gives nothing for a key that is not base64', () => {
    expect(cometAddress('not base64!')).toBeUndefined();
  });
});
