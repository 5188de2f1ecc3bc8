import type { Connection } from '#contract/connection.ts';
import type { SignerAddedBundle, SignerRemovedBundle } from '#contract/validator-events.ts';
import { sha3Hex } from '../chain/engine/ids.ts';
import { acceptedTxs } from './accepted-transactions.ts';
import { pageOfRows } from './array-page.ts';
import type { Queryable } from './database.ts';
import type { PageRequest } from './keyset-page.ts';

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
