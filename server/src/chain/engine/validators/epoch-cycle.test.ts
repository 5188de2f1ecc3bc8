import { describe, expect, it } from 'vitest';
import { nodeRecords } from './node-record.ts';
import {
  delegate,
  GENESIS_TIME,
  results,
  SECOND,
  smallNetwork,
  undelegate,
  VOTE,
} from './test-network.ts';

const TEN_S = { 'validators.epoch.length': '10s' };

describe('epochs', () => {
  it('end with the first block whose time passes the expiry; the next starts with the next block', () => {
    const net = smallNetwork(TEN_S);
    const first = net.block(1).validators.epochs;
    expect(first.map((e) => e.seq)).toEqual(['1']);
    expect(first[0]!.timestamps).toEqual({
      startTime: GENESIS_TIME.toString(),
      expiryTime: (GENESIS_TIME + 10n * SECOND).toString(),
      endTime: '0',
      firstBlock: '1',
      lastBlock: '0',
    });
    for (let h = 2; h <= 10; h++) expect(net.block(h).validators.epochs).toEqual([]);
    // Block 10's time is the expiry itself: not past it. Block 11 is.
    const boundary = net.block(11).validators.epochs;
    expect(boundary.map((e) => e.seq)).toEqual(['1', '2']);
    expect(boundary[0]!.timestamps).toMatchObject({
      endTime: (GENESIS_TIME + 11n * SECOND).toString(),
      lastBlock: '11',
    });
    expect(boundary[1]!.timestamps).toEqual({
      startTime: (GENESIS_TIME + 11n * SECOND).toString(),
      expiryTime: (GENESIS_TIME + 21n * SECOND).toString(),
      endTime: '0',
      firstBlock: '12',
      lastBlock: '0',
    });
    for (let h = 12; h <= 21; h++) net.block(h);
    expect(net.block(22).validators.epochs.map((e) => [e.seq, e.timestamps.lastBlock])).toEqual([
      ['2', '22'],
      ['3', '0'],
    ]);
    expect(net.state.validators.epoch).toMatchObject({ seq: 3n, firstBlock: 23n });
  });

  it('writes every node and delegation of a new epoch, for it and the next', () => {
    const net = smallNetwork(TEN_S);
    const out = net.block(1);
    expect(out.validators.nodes.map((n) => n.epochSeq)).toEqual([1n, 1n, 1n]);
    const toA = out.validators.delegations.filter((d) => d.party === net.holder);
    expect(toA).toEqual([
      { epochSeq: 1n, party: net.holder, node: net.A, amount: 4000n * VOTE },
      { epochSeq: 2n, party: net.holder, node: net.A, amount: 4000n * VOTE },
    ]);
    expect(out.validators.spamDefaults?.epochSeq).toBe(1n);
  });
});

describe('delegations', () => {
  it('take effect at the next epoch start; stake sums add up', () => {
    const net = smallNetwork(TEN_S);
    net.block(1);
    const out = net.block(3, [delegate(net.holder, net.C, 500n)]);
    expect(results(out)).toEqual([{ code: 0, error: undefined }]);
    const [c] = out.validators.nodes.map((n) => n.node).filter((n) => n.id === net.C);
    expect(c).toMatchObject({
      stakedByOperator: (1000n * VOTE).toString(),
      stakedByDelegates: '0',
      stakedTotal: (1000n * VOTE).toString(),
      pendingStake: (500n * VOTE).toString(),
    });
    for (let h = 4; h <= 11; h++) net.block(h);
    const [cNext] = nodeRecords(net.state, [net.C]);
    expect(cNext).toMatchObject({
      stakedByDelegates: (500n * VOTE).toString(),
      stakedTotal: (1500n * VOTE).toString(),
      pendingStake: '0',
    });
    const [a] = nodeRecords(net.state, [net.A]);
    expect(BigInt(a!.stakedByOperator) + BigInt(a!.stakedByDelegates)).toBe(BigInt(a!.stakedTotal));
    expect(a!.stakedTotal).toBe((10_000n * VOTE).toString());
    expect(a!.delegations.map((d) => [d.party, d.amount, d.epochSeq])).toEqual([
      [net.opA, (6000n * VOTE).toString(), '2'],
      [net.holder, (4000n * VOTE).toString(), '2'],
    ]);
  });

  it('undelegate at the end of the epoch keeps the stake until then; now frees it at once', () => {
    const net = smallNetwork(TEN_S);
    net.block(1);
    net.block(2, [undelegate(net.holder, net.A, 1000n, 'METHOD_AT_END_OF_EPOCH')]);
    const book = net.state.validators.delegations;
    expect(book.get(net.holder, net.A)).toMatchObject({ active: 4000n * VOTE, next: 3000n * VOTE });
    net.block(3, [undelegate(net.holder, net.A, 500n, 'METHOD_NOW')]);
    expect(book.get(net.holder, net.A)).toMatchObject({ active: 3500n * VOTE, next: 2500n * VOTE });
    for (let h = 4; h <= 11; h++) net.block(h);
    expect(book.get(net.holder, net.A)).toMatchObject({ active: 2500n * VOTE, next: 2500n * VOTE });
  });

  it('fail for more than delegated, more than associated, an unknown node or below the minimum', () => {
    const net = smallNetwork(TEN_S);
    net.block(1);
    const out = net.block(2, [
      undelegate(net.holder, net.A, 4001n, 'METHOD_AT_END_OF_EPOCH'),
      undelegate(net.holder, net.B, 1n, 'METHOD_NOW'),
      delegate(net.holder, net.B, 1001n),
      delegate(net.holder, 'ee'.repeat(32), 1n),
      { submitter: net.holder, command: { delegateSubmission: { nodeId: net.B, amount: '1000' } } },
      delegate(net.holder, net.B, 1000n),
    ]);
    expect(results(out)).toEqual([
      { code: 70, error: 'insufficient delegated stake to undelegate' },
      { code: 70, error: 'no delegation to this node' },
      { code: 70, error: 'insufficient balance for delegation' },
      { code: 70, error: 'node not found' },
      { code: 70, error: 'delegation amount is below the minimum of 100000000000000000' },
      { code: 0, error: undefined },
    ]);
  });
});
