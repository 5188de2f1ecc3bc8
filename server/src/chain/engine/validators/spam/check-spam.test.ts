import { describe, expect, it } from 'vitest';
import { tx } from '../../block/pending-tx.ts';
import { delegate, GENESIS_TIME, results, SECOND, smallNetwork } from '../test-network.ts';

const LIMITS = {
  'validators.epoch.length': '100s',
  'spam.protection.max.delegations': '2',
  'spam.pow.numberOfTxPerBlock': '3',
};
const TOO_MANY = 'party has already submitted the maximum number of delegation requests per epoch';

describe('spam protection', () => {
  it('rejects commands over the epoch limit with code 89, then bans a party rejected too often', () => {
    const net = smallNetwork(LIMITS);
    net.block(1);
    const first = net.block(
      2,
      [1n, 2n, 3n].map((v) => delegate(net.holder, net.B, v)),
    );
    expect(results(first)).toEqual([
      { code: 0, error: undefined },
      { code: 0, error: undefined },
      { code: 89, error: TOO_MANY },
    ]);
    // 1 of 3 rejected in the block: under half, no ban.
    const stats = first.validators.spam.find((s) => s.party === net.holder)!.statistics;
    expect(stats.delegations).toEqual({
      countForEpoch: '2',
      maxForEpoch: '2',
      minTokensRequired: '100000000000000000',
    });
    expect(stats.epochSeq).toBe('1');
    // Every one rejected in block 3: banned for max(epoch / 48, 30 s) = 30 s.
    const second = net.block(3, [delegate(net.holder, net.B, 1n)]);
    expect(results(second)).toEqual([{ code: 89, error: TOO_MANY }]);
    const until = (GENESIS_TIME + 3n * SECOND + 30n * SECOND).toString();
    const banned = second.validators.spam.find((s) => s.party === net.holder)!.statistics;
    expect(banned.delegations.bannedUntil).toBe(until);
    const third = net.block(4, [delegate(net.holder, net.B, 1n)]);
    expect(results(third)[0]!.error).toMatch(/^party is banned from submitting delegation until/);
    // The ban runs out; a new epoch resets the counters.
    for (let h = 5; h <= 101; h++) net.block(h);
    expect(results(net.block(102, [delegate(net.holder, net.B, 1n)]))).toEqual([
      { code: 0, error: undefined },
    ]);
  });

  it('requires the minimum associated stake (a node announcement needs a validator stake)', () => {
    const net = smallNetwork(LIMITS);
    net.block(1);
    const out = net.block(2, [
      tx(net.nobody, 'voteSubmission', { proposalId: 'aa'.repeat(32), value: 'VALUE_YES' }),
      tx(net.nobody, 'announceNode', { id: 'bb'.repeat(32) }),
    ]);
    expect(results(out)).toEqual([
      {
        code: 89,
        error:
          'party has insufficient associated governance tokens in their staking account to submit vote request',
      },
      {
        code: 89,
        error:
          'party has insufficient associated governance tokens in their staking account to submit validatorJoin request',
      },
    ]);
  });

  it('limits transactions per block (proof of work), validator commands aside', () => {
    const net = smallNetwork(LIMITS);
    net.block(1);
    const cancel = tx(net.holder, 'orderCancellation', { orderId: '', marketId: '' });
    const out = net.block(2, [cancel, cancel, cancel, cancel]);
    expect(results(out).map((r) => r.code)).toEqual([0, 0, 0, 89]);
    expect(results(out)[3]!.error).toBe('too many transactions per block');
  });
});
