import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ethereumKeyRotationsResponseSchema,
  keyRotationsResponseSchema,
  nodeSignaturesResponseSchema,
  protocolUpgradeProposalsResponseSchema,
  signerAddedBundlesResponseSchema,
} from '#contract/validator-events.ts';
import { nodeResponseSchema } from '#contract/node.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { walk } from './page-walk.ts';

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 200 });
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });
async function ok(url: string): Promise<unknown> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const expect400 = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(400);
  expect(res.json()).toMatchObject({ code: 3, message: 'InvalidArgument error' });
};
const UNKNOWN = 'ab'.repeat(32);

interface TxRow {
  submitter: string;
  block_height: string;
  record: string;
}
const accepted = (type: string) =>
  t.db.query<TxRow>(
    `SELECT submitter, block_height::text AS block_height, record FROM transactions
     WHERE type = $1 AND code = 0 ORDER BY block_height, idx`,
    [type],
  );
const commandOf = <T>(row: TxRow, key: string) =>
  (JSON.parse(row.record) as { command: Record<string, T> }).command[key]!;

describe('GET /api/v2/node/signatures', () => {
  it('lists every accepted signature of a resource, page by page', async () => {
    const sigs = await accepted('Node Signature');
    const byId = new Map<string, { sig: string; kind: string }[]>();
    for (const row of sigs) {
      const cmd = commandOf<{ id: string; sig: string; kind: string }>(row, 'nodeSignature');
      byId.set(cmd.id, [...(byId.get(cmd.id) ?? []), { sig: cmd.sig, kind: cmd.kind }]);
    }
    expect(byId.size).toBeGreaterThan(0);
    for (const [id, expected] of byId) {
      const all = nodeSignaturesResponseSchema
        .parse(
          await ok(`/api/v2/node/signatures?id=${id.toUpperCase()}&pagination.newestFirst=false`),
        )
        .signatures.edges.map((e) => e.node);
      expect(all).toEqual(expected.map((s) => ({ id, ...s })));
      for (const backward of [false, true]) {
        const walked = await walk(t.app, `/api/v2/node/signatures?id=${id}`, {
          key: 'signatures',
          size: 1,
          newestFirst: false,
          backward,
        });
        expect(walked).toEqual(all);
      }
    }
  });

  it('answers an empty list for a resource nobody signed, 400 without or with a bad id', async () => {
    const body = nodeSignaturesResponseSchema.parse(
      await ok(`/api/v2/node/signatures?id=${UNKNOWN}`),
    );
    expect(body.signatures.edges).toEqual([]);
    expect(body.signatures.pageInfo).toEqual({
      startCursor: '',
      endCursor: '',
      hasNextPage: false,
      hasPreviousPage: false,
    });
    await expect400('/api/v2/node/signatures');
    await expect400('/api/v2/node/signatures?id=xyz');
    await expect400(`/api/v2/node/signatures?id=${UNKNOWN}&pagination.after=!!`);
  });
});

describe('key rotations', () => {
  it('lists the key rotations that took effect, and the nodes carry the new keys', async () => {
    const head = BigInt(
      (await t.db.query<{ h: string }>('SELECT max(height)::text AS h FROM blocks'))[0]!.h,
    );
    const submitted = (await accepted('Key Rotate Submission')).filter(
      (r) =>
        BigInt(commandOf<{ targetBlock: string }>(r, 'keyRotateSubmission').targetBlock) <= head,
    );
    for (const brand of ['vega', 'net']) {
      const rotations = keyRotationsResponseSchema
        .parse(await ok(`/api/v2/${brand}/keys/rotations?pagination.newestFirst=false`))
        .rotations.edges.map((e) => e.node);
      expect(rotations.map((r) => [r.oldPubKey, r.newPubKey, r.blockHeight])).toEqual(
        submitted.map((r) => {
          const cmd = commandOf<{ newPubKey: string; targetBlock: string }>(
            r,
            'keyRotateSubmission',
          );
          return [r.submitter, cmd.newPubKey, cmd.targetBlock];
        }),
      );
    }
    const rotations = keyRotationsResponseSchema
      .parse(await ok('/api/v2/net/keys/rotations'))
      .rotations.edges.map((e) => e.node);
    expect(rotations.length).toBeGreaterThan(0);
    // Newest first: the first rotation of each node is its last, its key now.
    const seen = new Set<string>();
    for (const r of rotations) {
      if (seen.has(r.nodeId)) continue;
      seen.add(r.nodeId);
      const { node } = nodeResponseSchema.parse(await ok(`/api/v2/node/${r.nodeId}`));
      expect(node.pubKey).toBe(r.newPubKey);
      const only = keyRotationsResponseSchema.parse(
        await ok(`/api/v2/net/keys/rotations?nodeId=${r.nodeId}`),
      ).rotations.edges;
      expect(only.every((e) => e.node.nodeId === r.nodeId)).toBe(true);
    }
    expect(
      keyRotationsResponseSchema.parse(await ok(`/api/v2/net/keys/rotations?nodeId=${UNKNOWN}`))
        .rotations.edges,
    ).toEqual([]);
    await expect400('/api/v2/vega/keys/rotations?nodeId=nope');
  });

  it('lists Ethereum key rotations, and the nodes carry the new addresses', async () => {
    const rotations = ethereumKeyRotationsResponseSchema
      .parse(await ok('/api/v2/vega/keys/ethereum/rotations'))
      .keyRotations.edges.map((e) => e.node);
    expect(rotations.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const r of rotations) {
      if (seen.has(r.nodeId)) continue;
      seen.add(r.nodeId);
      const { node } = nodeResponseSchema.parse(await ok(`/api/v2/node/${r.nodeId}`));
      expect(node.ethereumAddress.toLowerCase()).toBe(r.newAddress);
    }
    await expect400('/api/v2/net/keys/ethereum/rotations?nodeId=1');
    await expect400('/api/v2/net/keys/ethereum/rotations?pagination.first=0');
  });
});

describe('protocol upgrades', () => {
  it('lists proposals by height and tag with their approvers and status', async () => {
    const txs = await accepted('Protocol Upgrade');
    expect(txs.length).toBeGreaterThan(0);
    const proposals = protocolUpgradeProposalsResponseSchema
      .parse(await ok('/api/v2/upgrade/proposals'))
      .protocolUpgradeProposals.edges.map((e) => e.node);
    const proposed = new Set(
      txs.map((r) => {
        const cmd = commandOf<{ upgradeBlockHeight: string; netReleaseTag: string }>(
          r,
          'protocolUpgradeProposal',
        );
        return `${cmd.upgradeBlockHeight}/${cmd.netReleaseTag}`;
      }),
    );
    expect(proposals.length).toBeGreaterThan(0);
    for (const p of proposals) {
      expect(proposed.has(`${p.upgradeBlockHeight}/${p.netReleaseTag}`)).toBe(true);
      expect(p.approvers.length).toBeGreaterThan(0);
    }
    // 200 blocks and snapshots every 300: every upgrade height is still ahead.
    expect(proposals.every((p) => p.status === 'PROTOCOL_UPGRADE_PROPOSAL_STATUS_PENDING')).toBe(
      true,
    );
    const approver = proposals[0]!.approvers[0]!;
    const byApprover = protocolUpgradeProposalsResponseSchema.parse(
      await ok(`/api/v2/upgrade/proposals?approvedBy=${approver}`),
    ).protocolUpgradeProposals.edges;
    expect(byApprover.length).toBeGreaterThan(0);
    expect(byApprover.every((e) => e.node.approvers.includes(approver))).toBe(true);
    const rejected = protocolUpgradeProposalsResponseSchema.parse(
      await ok('/api/v2/upgrade/proposals?status=PROTOCOL_UPGRADE_PROPOSAL_STATUS_REJECTED'),
    ).protocolUpgradeProposals.edges;
    expect(rejected).toEqual([]);
    expect(await ok('/api/v2/upgrade/status')).toEqual({ ready: false });
    await expect400('/api/v2/upgrade/proposals?status=SOMETIMES');
    await expect400('/api/v2/upgrade/proposals?approvedBy=me');
  });
});

describe('multisig signer bundles', () => {
  it('lists each issued signer change with the signatures the validators gave', async () => {
    const bundles = signerAddedBundlesResponseSchema
      .parse(await ok('/api/v2/erc20/multisigcontrol/signer/added/bundles'))
      .bundles.edges.map((e) => e.node);
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) {
      const id = BigInt(b.nonce).toString(16).padStart(64, '0');
      const sigs = nodeSignaturesResponseSchema
        .parse(await ok(`/api/v2/node/signatures?id=${id}&pagination.newestFirst=false`))
        .signatures.edges.map((e) => Buffer.from(e.node.sig, 'base64').toString('hex'));
      expect(b.signatures).toBe(`0x${sigs.join('')}`);
      expect(b.newSigner).toMatch(/^0x[0-9a-f]{40}$/);
    }
    const epoch = bundles[0]!.epochSeq;
    const inEpoch = signerAddedBundlesResponseSchema.parse(
      await ok(`/api/v2/erc20/multisigcontrol/signer/added/bundles?epochSeq=${epoch}`),
    ).bundles.edges;
    expect(inEpoch.every((e) => e.node.epochSeq === epoch)).toBe(true);
    expect(
      signerAddedBundlesResponseSchema.parse(
        await ok(`/api/v2/erc20/multisigcontrol/signer/added/bundles?nodeId=${UNKNOWN}`),
      ).bundles.edges,
    ).toEqual([]);
    await expect400('/api/v2/erc20/multisigcontrol/signer/removed/bundles?epochSeq=-1');
    await expect400('/api/v2/erc20/multisigcontrol/signer/added/bundles?nodeId=zz');
  });
});
