import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IdGenerator, sha3Hex, signTransaction, transactionHash } from './ids.ts';

describe('ids', () => {
  it('hashes with SHA3-256 (known vector of the empty string)', () => {
    expect(sha3Hex('')).toBe('a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
  });

  it('derives ids from a signature as a hash chain', () => {
    const signature = 'ab'.repeat(64);
    const gen = new IdGenerator(signature);
    const first = createHash('sha3-256').update(Buffer.from(signature, 'hex')).digest('hex');
    const second = createHash('sha3-256').update(Buffer.from(first, 'hex')).digest('hex');
    expect(gen.next()).toBe(first);
    expect(gen.next()).toBe(second);
  });

  it('signs deterministically with a 64-byte signature per party', () => {
    const a = signTransaction('p1', 'payload');
    expect(a).toEqual(signTransaction('p1', 'payload'));
    expect(a.value).toMatch(/^[0-9a-f]{128}$/);
    expect(signTransaction('p2', 'payload').value).not.toBe(a.value);
    expect(transactionHash('payload', a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
