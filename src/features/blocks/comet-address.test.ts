import { describe, expect, it } from 'vitest';
import { cometAddress } from './comet-address.ts';

describe('cometAddress', () => {
  it('is the first 20 bytes of SHA-256 of the decoded key, upper-case hex', () => {
    // base64 of "abc"; SHA-256("abc") (FIPS 180-4 example) begins ba7816bf…b00361a3.
    expect(cometAddress('YWJj')).toBe('BA7816BF8F01CFEA414140DE5DAE2223B00361A3');
    // base64 of 32 zero bytes (an ed25519 key's size); from Python's hashlib.sha256.
    expect(cometAddress('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')).toBe(
      '66687AADF862BD776C8FC18B8E9F8E2008971485',
    );
  });

  it('gives nothing for a key that is not base64', () => {
    expect(cometAddress('not base64!')).toBeUndefined();
  });
});
