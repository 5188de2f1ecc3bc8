import { describe, expect, it } from 'vitest';
import { tx } from '../../block/pending-tx.ts';
import { sha3Hex } from '../../ids.ts';
import { GENESIS_CORE_VERSION } from '../protocol-upgrade.ts';
import { heartbeat, results, smallNetwork } from '../test-network.ts';

const ok = { code: 0, error: undefined };
const nodeKey = (net: ReturnType<typeof smallNetwork>, id: string) =>
  net.state.validators.nodes.get(id)!.pubKey;

describe('snapshots and protocol upgrades', () => {
  it('snapshot every interval; a block a quorum chose for an upgrade is flagged', () => {
    const net = smallNetwork({ 'snapshot.interval.length': '5' });
    const upgrade = (id: string, height: string, tag = 'v0.71.5') =>
      tx(nodeKey(net, id), 'protocolUpgradeProposal', {
        upgradeBlockHeight: height,
        netReleaseTag: tag,
      });
    net.block(1);
    const proposals = net.block(3, [
      upgrade(net.A, '10'),
      upgrade(net.B, '10'),
      upgrade(net.A, '7'),
      upgrade(net.B, '2'),
      upgrade(net.C, '10'),
      upgrade(net.A, '10', 'latest'),
    ]);
    expect(results(proposals)).toEqual([
      ok,
      ok,
      { code: 70, error: 'upgrade block height must be a snapshot block' },
      { code: 70, error: 'upgrade block height must be in the future' },
      { code: 70, error: 'only consensus validators may submit this' },
      { code: 51, error: 'invalid release tag' },
    ]);
    const snapshots = new Map<number, unknown>();
    for (let h = 4; h <= 16; h++) {
      const s = net.block(h).validators.snapshot;
      if (s) snapshots.set(h, s);
    }
    expect([...snapshots]).toEqual([
      [5, { coreVersion: GENESIS_CORE_VERSION, protocolUpgradeBlock: false }],
      [10, { coreVersion: GENESIS_CORE_VERSION, protocolUpgradeBlock: true }],
      [15, { coreVersion: 'v0.71.5', protocolUpgradeBlock: false }],
    ]);
  });
});

describe('key rotations', () => {
  it('change the node key at the target block; a stale index or wrong hash fails', () => {
    const net = smallNetwork();
    net.block(1);
    const old = nodeKey(net, net.A);
    const rotate = (index: number, hash = sha3Hex(old)) =>
      tx(old, 'keyRotateSubmission', {
        newPubKeyIndex: index,
        targetBlock: '5',
        newPubKey: 'cd'.repeat(32),
        currentPubKeyHash: hash,
      });
    expect(results(net.block(2, [rotate(1), rotate(2, 'ff'), rotate(2), rotate(3)]))).toEqual([
      { code: 70, error: 'new key index must be greater than the current one' },
      { code: 70, error: 'current public key hash does not match' },
      ok,
      { code: 70, error: 'a key rotation is already pending' },
    ]);
    net.block(4);
    expect(nodeKey(net, net.A)).toBe(old);
    const out = net.block(5);
    expect(nodeKey(net, net.A)).toBe('cd'.repeat(32));
    expect(out.validators.nodes.find((n) => n.node.id === net.A)?.node.pubKey).toBe(
      'cd'.repeat(32),
    );
    // Heartbeats now come from the new key; the old one is no validator's any more.
    expect(results(net.block(6, [heartbeat(net, net.A)]))).toEqual([ok]);
  });
});

describe('multisig signer changes', () => {
  it('issue signatures, collect node signatures, witness the event with node votes', () => {
    const net = smallNetwork();
    const b = net.state.validators.nodes.get(net.B)!;
    b.onMultisig = false;
    net.block(1);
    const request = tx(net.opB, 'issueSignatures', {
      submitter: b.ethereumAddress,
      kind: 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED',
      validatorNodeId: net.B,
    });
    expect(results(net.block(2, [request]))).toEqual([ok]);
    const [bundle] = net.state.validators.multisig.openBundles();
    const sign = (id: string) =>
      tx(nodeKey(net, id), 'nodeSignature', { id: bundle!.id, sig: 'c2ln', kind: bundle!.kind });
    // Quorum: ⌈0.67 × 2⌉ = 2 consensus validators.
    expect(results(net.block(3, [sign(net.A), sign(net.A), sign(net.B), sign(net.B)]))).toEqual([
      ok,
      { code: 70, error: 'duplicate node signature' },
      ok,
      { code: 70, error: 'signatures already collected' },
    ]);
    const [resource] = net.state.validators.multisig.openResources();
    expect(resource?.type).toBe('TYPE_SIGNER_ADDED');
    const voteOn = (id: string, reference = resource!.reference) =>
      tx(nodeKey(net, id), 'nodeVote', { reference, type: 'TYPE_SIGNER_ADDED' });
    expect(
      results(
        net.block(4, [voteOn(net.A, '0xunknown'), voteOn(net.C), voteOn(net.A), voteOn(net.B)]),
      ),
    ).toEqual([
      { code: 70, error: 'node vote for an unknown resource' },
      { code: 70, error: 'only consensus validators may submit this' },
      ok,
      ok,
    ]);
    expect(b.onMultisig).toBe(true);
    expect(net.state.governance.bridge.signers).toContain(b.ethereumAddress);
  });
});

describe('state variables', () => {
  it('settle when a quorum of proposals agree within tolerance', () => {
    const net = smallNetwork();
    // Rounds need markets; this network has none, so open one by hand.
    const rounds = net.state.validators.stateVars;
    rounds.rounds.set('ev', {
      stateVarId: 'm_risk-factors',
      eventId: 'ev',
      marketId: 'm',
      variable: 'risk-factors',
      startedAt: 1n,
      proposals: new Map(),
    });
    const propose = (id: string, value: string, eventId = 'ev') =>
      tx(nodeKey(net, id), 'stateVariableProposal', {
        proposal: {
          stateVarId: 'm_risk-factors',
          eventId,
          kvb: [{ key: 'short', tolerance: '0.001', value: { scalarVal: { value } } }],
        },
      });
    net.block(1);
    expect(
      results(
        net.block(2, [
          propose(net.A, '0.0200'),
          propose(net.B, '0.0250'),
          propose(net.A, '0.02'),
          propose(net.B, '0.1', 'nope'),
        ]),
      ),
    ).toEqual([
      ok,
      ok,
      { code: 70, error: 'duplicate state variable proposal' },
      { code: 70, error: 'unknown state variable event' },
    ]);
    expect(rounds.rounds.get('ev')!.settledAt).toBeUndefined();
    rounds.rounds.get('ev')!.proposals.delete(net.B);
    net.block(3, [propose(net.B, '0.0205')]);
    expect(rounds.values.get('m_risk-factors')?.[0]?.value.scalarVal?.value).toBe('0.0200');
    expect(results(net.block(4, [propose(net.B, '0.02')]))).toEqual([
      { code: 70, error: 'state variable event already resolved' },
    ]);
  });
});

describe('new nodes', () => {
  it('join as pending with their operator; a second announcement of the node fails', () => {
    const net = smallNetwork({ 'validators.epoch.length': '10s' });
    net.block(1);
    const announce = (id: string) =>
      tx(net.holder, 'announceNode', {
        netPubKey: net.holder,
        ethereumAddress: `0x${'12'.repeat(20)}`,
        chainPubKey: Buffer.alloc(32, 7).toString('base64'),
        infoUrl: 'https://example.org',
        country: 'IS',
        id,
        name: 'New node',
        avatarUrl: '',
        netPubKeyIndex: 1,
        fromEpoch: '1',
        ethereumSignature: { value: '', algo: '', version: 1 },
        netSignature: { value: '', algo: '', version: 1 },
        submitterAddress: '',
      });
    const out = net.block(2, [announce('99'.repeat(32))]);
    expect(results(out)).toEqual([ok]);
    expect(out.validators.nodes.find((n) => n.node.id === '99'.repeat(32))?.node).toMatchObject({
      status: 'NODE_STATUS_NON_VALIDATOR',
      pubKey: net.holder,
      stakedTotal: '0',
      rankingScore: { status: 'VALIDATOR_NODE_STATUS_PENDING' },
    });
    expect(net.state.validators.nodes.get('99'.repeat(32))?.operator).toBe(net.holder);
    // The same node again: over the one-per-epoch limit (89); next epoch, refused as a duplicate.
    expect(results(net.block(3, [announce('99'.repeat(32))]))[0]!.code).toBe(89);
    for (let h = 4; h <= 11; h++) net.block(h);
    expect(results(net.block(12, [announce('99'.repeat(32))]))).toEqual([
      { code: 70, error: 'node already exists' },
    ]);
  });
});
