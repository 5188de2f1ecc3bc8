import { describe, expect, it } from 'vitest';
import type { BlockRow } from '../store/blocks.ts';
import { RpcError } from './cometbft-rpc.ts';
import { blockchainWindow, blockHeight, type StoredRange } from './cometbft-shapes.ts';

/** Stored blocks from `earliest` to `latest` (only the heights matter here). */
function stored(earliest: number, latest: number): StoredRange {
  const block = (height: number): BlockRow => ({
    height: String(height),
    hash: '',
    timeNs: '0',
    txCount: 0,
    proposer: '',
    parentHash: '',
    size: 0,
  });
  return { earliest: block(earliest), latest: block(latest) };
}

/** The RpcError `fn` throws, as status and data. */
function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof RpcError) return { status: err.status, data: err.data };
    throw err;
  }
  throw new Error('no refusal');
}

// CometBFT v0.38's filterMinMax: 0 means the default (min 1, max the latest),
// both are clamped to [base, latest], then min is raised to max − 20 + 1.
describe('blockchainWindow (filterMinMax)', () => {
  const none = { min: undefined, max: undefined };

  it('defaults to the 20 newest blocks', () => {
    expect(blockchainWindow(none, stored(1, 100))).toEqual({ min: 81n, max: 100n, height: 100n });
  });

  it('keeps a window of at most 20 inside the stored range', () => {
    expect(blockchainWindow({ min: 10n, max: 15n }, stored(1, 100))).toEqual({
      min: 10n,
      max: 15n,
      height: 100n,
    });
    // max 500 is cut to the latest (100), then min 1 is raised to 100 − 20 + 1.
    expect(blockchainWindow({ min: 0n, max: 500n }, stored(1, 100))).toMatchObject({
      min: 81n,
      max: 100n,
    });
    // Below the lowest stored block (40): min is raised to it, not to 45 − 20 + 1 = 26.
    expect(blockchainWindow({ min: 5n, max: 45n }, stored(40, 100))).toMatchObject({
      min: 40n,
      max: 45n,
    });
  });

  it('refuses what CometBFT refuses, in its words, as 400', () => {
    expect(refusal(() => blockchainWindow({ min: 90n, max: 50n }, stored(1, 100)))).toEqual({
      status: 400,
      data: "min height 90 can't be greater than max height 50",
    });
    expect(refusal(() => blockchainWindow({ min: -1n, max: 0n }, stored(1, 100)))).toEqual({
      status: 400,
      data: 'heights must be non-negative',
    });
  });
});

// CometBFT v0.38's getHeight; 'no blocks yet' is this node's own (an empty store).
describe('blockHeight (getHeight)', () => {
  it('answers the latest when none is asked, else the one asked', () => {
    expect(blockHeight(undefined, stored(40, 100))).toBe(100n);
    expect(blockHeight(40n, stored(40, 100))).toBe(40n);
  });

  it('refuses heights no stored block has', () => {
    expect(refusal(() => blockHeight(0n, stored(40, 100)))).toEqual({
      status: 400,
      data: 'height must be greater than 0, but got 0',
    });
    expect(refusal(() => blockHeight(101n, stored(40, 100)))).toEqual({
      status: 404,
      data: 'height 101 must be less than or equal to the current blockchain height 100',
    });
    expect(refusal(() => blockHeight(39n, stored(40, 100)))).toEqual({
      status: 404,
      data: 'height 39 is not available, lowest height is 40',
    });
    expect(refusal(() => blockHeight(1n, undefined))).toEqual({
      status: 404,
      data: 'no blocks yet',
    });
  });
});
