import type { Connection } from '#contract/connection.ts';
import type { Transaction } from '#contract/transaction.ts';
import type {
  EthereumKeyRotation,
  KeyRotation,
  NodeSignatureRecord,
  ProtocolUpgradeProposalRecord,
  SignerAddedBundle,
  SignerRemovedBundle,
} from '#contract/validator-events.ts';
import { sha3Hex } from '../chain/engine/ids.ts';
import { pageOfRows } from './array-page.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';

/**
 * What the validators did, read back from their accepted transactions (code 0): the chain
 * keeps no other record of signatures, key rotations or upgrade proposals, and each of these
 * lists is what those commands changed. Lists end where the retained transactions end.
 */

interface TxRow {
  block_height: string;
  idx: number;
  time_ns: string;
  record: string;
}

/** Accepted transactions of one type, oldest first, with their block time. */
async function acceptedTxs(db: Queryable, type: string): Promise<(Transaction & TxMeta)[]> {
  const rows = await db.query<TxRow>(
    `SELECT t.block_height::text AS block_height, t.idx, b.time_ns::text AS time_ns, t.record
     FROM transactions t JOIN blocks b ON b.height = t.block_height
     WHERE t.type = $1 AND t.code = 0 ORDER BY t.block_height, t.idx`,
    [type],
  );
  return rows.map((r) => ({
    ...(JSON.parse(r.record) as Transaction),
    height: BigInt(r.block_height),
    idx: r.idx,
    timeNs: r.time_ns,
  }));
}

interface TxMeta {
  height: bigint;
  idx: number;
  timeNs: string;
}

/** Every key a node ever had (node records of all epochs): node id by public key. */
async function nodeIdsByKey(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ node_id: string; key: string }>(
    `SELECT DISTINCT node_id, record::jsonb ->> 'pubKey' AS key FROM node_epochs`,
  );
  return new Map(rows.map((r) => [r.key, r.node_id]));
}

async function headHeight(db: Queryable): Promise<bigint> {
  const [row] = await db.query<{ h: string | null }>('SELECT max(height)::text AS h FROM blocks');
  return BigInt(row?.h ?? '0');
}

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
  status?: ProtocolUpgradeProposalRecord['status'] | undefined;
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
): Promise<Connection<ProtocolUpgradeProposalRecord>> {
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
  const records = all.map((p): ProtocolUpgradeProposalRecord => {
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

export interface BundleFilter {
  nodeId?: string | undefined;
  submitter?: string | undefined;
  epochSeq?: string | undefined;
}

interface Bundle {
  nodeId: string;
  signer: string;
  submitter: string;
  nonce: string;
  timestamp: string;
  signatures: string;
  epochSeq: string;
  height: bigint;
  idx: number;
}

const SIGNER_KIND = {
  added: 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED',
  removed: 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_REMOVED',
} as const;

/**
 * Multisig signer-change bundles: each accepted `issueSignatures` and the validators'
 * signatures collected for it so far. The bundle's id is the first id the issuing transaction
 * derives (SHA3-256 of its signature, as the chain assigns it); its nonce is that id as a
 * number, as the bridge reads it.
 */
async function signerBundles(
  db: Queryable,
  kind: keyof typeof SIGNER_KIND,
  filter: BundleFilter,
): Promise<Bundle[]> {
  const issued = (await acceptedTxs(db, 'Issue Signatures')).filter(
    (tx) => tx.command.issueSignatures?.kind === SIGNER_KIND[kind],
  );
  if (issued.length === 0) return [];
  const sigs = new Map<string, string[]>();
  for (const tx of await acceptedTxs(db, 'Node Signature')) {
    const cmd = tx.command.nodeSignature!;
    const hex = Buffer.from(cmd.sig, 'base64').toString('hex');
    sigs.set(cmd.id, [...(sigs.get(cmd.id) ?? []), hex]);
  }
  const addresses = new Map(
    (
      await db.query<{ node_id: string; address: string }>(
        `SELECT DISTINCT ON (node_id) node_id, record::jsonb ->> 'ethereumAddress' AS address
         FROM node_epochs ORDER BY node_id, epoch_seq DESC`,
      )
    ).map((r) => [r.node_id, r.address]),
  );
  const epochs = await db.query<{ seq: string; start_ns: string }>(
    'SELECT seq::text AS seq, start_ns::text AS start_ns FROM epochs ORDER BY seq',
  );
  const epochAt = (timeNs: string) =>
    epochs.filter((e) => BigInt(e.start_ns) <= BigInt(timeNs)).at(-1)?.seq ?? '0';
  return issued
    .map((tx): Bundle => {
      const cmd = tx.command.issueSignatures!;
      const id = sha3Hex(Buffer.from(tx.signature.value, 'hex'));
      return {
        nodeId: cmd.validatorNodeId,
        signer: addresses.get(cmd.validatorNodeId) ?? '',
        submitter: cmd.submitter,
        nonce: BigInt(`0x${id}`).toString(),
        timestamp: tx.timeNs,
        signatures: `0x${(sigs.get(id) ?? []).join('')}`,
        epochSeq: epochAt(tx.timeNs),
        height: tx.height,
        idx: tx.idx,
      };
    })
    .filter(
      (b) =>
        (filter.nodeId === undefined || b.nodeId === filter.nodeId) &&
        (filter.submitter === undefined ||
          b.submitter.toLowerCase() === filter.submitter.toLowerCase()) &&
        (filter.epochSeq === undefined || b.epochSeq === filter.epochSeq),
    );
}

const bundleKey = (b: Bundle) => [b.height, BigInt(b.idx)];

/** One page of signer bundles of `kind`, each shaped by `toNode` (the two lists differ only in
 * the signer's field name). */
async function listSignerBundles<T>(
  db: Queryable,
  kind: 'added' | 'removed',
  filter: BundleFilter,
  page: PageRequest,
  toNode: (b: Bundle) => T,
): Promise<Connection<T>> {
  const paged = pageOfRows(await signerBundles(db, kind, filter), bundleKey, page);
  return {
    ...paged,
    edges: paged.edges.map(({ cursor, node }) => ({ cursor, node: toNode(node) })),
  };
}

const bundleFields = (b: Bundle) => ({
  submitter: b.submitter,
  nonce: b.nonce,
  timestamp: b.timestamp,
  signatures: b.signatures,
  epochSeq: b.epochSeq,
});

export function listSignerAddedBundles(
  db: Queryable,
  filter: BundleFilter,
  page: PageRequest,
): Promise<Connection<SignerAddedBundle>> {
  return listSignerBundles(db, 'added', filter, page, (b) => ({
    newSigner: b.signer,
    ...bundleFields(b),
  }));
}

export function listSignerRemovedBundles(
  db: Queryable,
  filter: BundleFilter,
  page: PageRequest,
): Promise<Connection<SignerRemovedBundle>> {
  return listSignerBundles(db, 'removed', filter, page, (b) => ({
    oldSigner: b.signer,
    ...bundleFields(b),
  }));
}
