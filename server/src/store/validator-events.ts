import type { Connection } from '#contract/connection.ts';
import type { Transaction } from '#contract/transaction.ts';
import type {
  EthereumKeyRotation,
  KeyRotation,
  NodeSignatureRecord,
  ProtocolUpgradeEvent,
} from '#contract/validator-events.ts';
import { pageOfRows } from './array-page.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { acceptedTxs, headHeight, nodeIdsByKey } from './accepted-transactions.ts';

/**
 * What the validators did, read back from their accepted transactions (code 0): the chain
 * keeps no other record of signatures, key rotations or upgrade proposals, and each of these
 * lists is what those commands changed. Lists end where the retained transactions end. The
 * multisig signer bundles are in signer-bundles.ts.
 */

/** Signatures validators gave for the resource `id` (a signer change bundle), oldest first. */
export async function listNodeSignatures(
  db: Queryable,
  id: string,
  page: PageRequest,
): Promise<Connection<NodeSignatureRecord>> {
  return fetchPage<{ block_height: string; idx: number; record: string }, NodeSignatureRecord>(
    db,
    {
      select: 'SELECT block_height::text AS block_height, idx, record FROM transactions',
      where: [
        "type = 'Node Signature'",
        'code = 0',
        "(record::jsonb -> 'command' -> 'nodeSignature' ->> 'id') = $1",
      ],
      params: [id],
      key: [
        { sql: 'block_height', numeric: true },
        { sql: 'idx', numeric: true },
      ],
      keyOf: (r) => [r.block_height, String(r.idx)],
      toNode: (r) => {
        const cmd = (JSON.parse(r.record) as Transaction).command.nodeSignature!;
        return { id: cmd.id, sig: cmd.sig, kind: cmd.kind };
      },
    },
    page,
  );
}

/** Validator key rotations that took effect (their target block is committed). */
export async function listKeyRotations(
  db: Queryable,
  nodeId: string | undefined,
  page: PageRequest,
): Promise<Connection<KeyRotation>> {
  const [txs, nodes, head] = [
    await acceptedTxs(db, 'Key Rotate Submission'),
    await nodeIdsByKey(db),
    await headHeight(db),
  ];
  const rotations = txs.flatMap((tx): KeyRotation[] => {
    const cmd = tx.command.keyRotateSubmission!;
    const node = nodes.get(tx.submitter) ?? nodes.get(cmd.newPubKey);
    if (!node || BigInt(cmd.targetBlock) > head) return [];
    return [
      {
        nodeId: node,
        oldPubKey: tx.submitter,
        newPubKey: cmd.newPubKey,
        blockHeight: cmd.targetBlock,
      },
    ];
  });
  const kept = rotations.filter((r) => nodeId === undefined || r.nodeId === nodeId);
  return pageOfRows(kept, (r) => [BigInt(r.blockHeight), r.nodeId], page);
}

/** Ethereum address rotations of validators that took effect. */
export async function listEthereumKeyRotations(
  db: Queryable,
  nodeId: string | undefined,
  page: PageRequest,
): Promise<Connection<EthereumKeyRotation>> {
  const [txs, nodes, head] = [
    await acceptedTxs(db, 'Ethereum Key Rotate Submission'),
    await nodeIdsByKey(db),
    await headHeight(db),
  ];
  const rotations = txs.flatMap((tx): EthereumKeyRotation[] => {
    const cmd = tx.command.ethereumKeyRotateSubmission!;
    const node = nodes.get(tx.submitter);
    if (!node || BigInt(cmd.targetBlock) > head) return [];
    return [
      {
        nodeId: node,
        oldAddress: cmd.currentAddress.toLowerCase(),
        newAddress: cmd.newAddress.toLowerCase(),
        blockHeight: cmd.targetBlock,
      },
    ];
  });
  const kept = rotations.filter((r) => nodeId === undefined || r.nodeId === nodeId);
  return pageOfRows(kept, (r) => [BigInt(r.blockHeight), r.nodeId], page);
}

export interface UpgradeFilter {
  status?: ProtocolUpgradeEvent['status'] | undefined;
  approvedBy?: string | undefined;
}

/**
 * Protocol-upgrade proposals, one per (upgrade height, release tag). A validator's new proposal
 * replaces its previous one (as the chain counts them), so approvers are the validators whose
 * last proposal before the height was this one. Pending until the height is committed; then
 * approved when that block is a protocol-upgrade snapshot and this tag had the most approvers.
 */
export async function listProtocolUpgradeProposals(
  db: Queryable,
  filter: UpgradeFilter,
  page: PageRequest,
): Promise<Connection<ProtocolUpgradeEvent>> {
  const [txs, nodes, head] = [
    await acceptedTxs(db, 'Protocol Upgrade'),
    await nodeIdsByKey(db),
    await headHeight(db),
  ];
  const latest = new Map<string, { height: string; tag: string }>();
  const proposals = new Map<string, { height: string; tag: string; approvers: Set<string> }>();
  for (const tx of txs) {
    const cmd = tx.command.protocolUpgradeProposal!;
    const node = nodes.get(tx.submitter);
    if (!node) continue;
    const previous = latest.get(node);
    // A replaced proposal whose height was not yet reached loses this validator.
    if (previous && BigInt(previous.height) > tx.height)
      proposals.get(`${previous.height}/${previous.tag}`)?.approvers.delete(node);
    const key = `${cmd.upgradeBlockHeight}/${cmd.netReleaseTag}`;
    const entry = proposals.get(key) ?? {
      height: cmd.upgradeBlockHeight,
      tag: cmd.netReleaseTag,
      approvers: new Set<string>(),
    };
    entry.approvers.add(node);
    proposals.set(key, entry);
    latest.set(node, { height: cmd.upgradeBlockHeight, tag: cmd.netReleaseTag });
  }
  const upgradeBlocks = new Set(
    (
      await db.query<{ h: string }>(
        `SELECT block_height::text AS h FROM core_snapshots
         WHERE (record::jsonb ->> 'protocolUpgradeBlock')::boolean`,
      )
    ).map((r) => r.h),
  );
  const all = [...proposals.values()].filter((p) => p.approvers.size > 0);
  const records = all.map((p): ProtocolUpgradeEvent => {
    const rivals = all.filter((o) => o.height === p.height);
    const winner = rivals.every((o) => o === p || o.approvers.size < p.approvers.size);
    const status =
      BigInt(p.height) > head
        ? 'PROTOCOL_UPGRADE_PROPOSAL_STATUS_PENDING'
        : upgradeBlocks.has(p.height) && winner
          ? 'PROTOCOL_UPGRADE_PROPOSAL_STATUS_APPROVED'
          : 'PROTOCOL_UPGRADE_PROPOSAL_STATUS_REJECTED';
    return {
      upgradeBlockHeight: p.height,
      netReleaseTag: p.tag,
      approvers: [...p.approvers].sort(),
      status,
    };
  });
  const kept = records.filter(
    (r) =>
      (filter.status === undefined || r.status === filter.status) &&
      (filter.approvedBy === undefined || r.approvers.includes(filter.approvedBy)),
  );
  return pageOfRows(kept, (r) => [BigInt(r.upgradeBlockHeight), r.netReleaseTag], page);
}

/** True when the last committed block is a protocol-upgrade block (the network stops there). */
export async function upgradeReady(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ ready: boolean | null }>(
    `SELECT (s.record::jsonb ->> 'protocolUpgradeBlock')::boolean AS ready
     FROM core_snapshots s WHERE s.block_height = (SELECT max(height) FROM blocks)`,
  );
  return row?.ready === true;
}
