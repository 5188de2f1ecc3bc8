import type { EnumName } from '#contract/define-enum.ts';
import type { NodeSignatureKind, NodeVoteType } from '#contract/enums.ts';

export type SignatureKind = EnumName<typeof NodeSignatureKind>;
export type VoteType = EnumName<typeof NodeVoteType>;

/** Resources stay known this many blocks after they settled (late votes fail as "settled"). */
const KEEP_SETTLED_BLOCKS = 100n;

/** Signatures the consensus validators are asked for (multisig changes, withdrawals, assets). */
export interface SignatureBundle {
  readonly id: string;
  readonly kind: SignatureKind;
  /** The node a signer change is about ('' for other kinds). */
  readonly nodeId: string;
  readonly createdAt: bigint;
  readonly signers: Set<string>;
  settledAt?: bigint;
}

/** An external fact the validators check and confirm with node votes (the witness flow). */
export interface WitnessResource {
  readonly reference: string;
  readonly type: VoteType;
  readonly createdAt: bigint;
  readonly voters: Set<string>;
  settledAt?: bigint;
  /**
   * What confirming it changes (e.g. a signer joins the multisig). Data, not a callback: the
   * state is snapshotted and restored, and a closure cannot be.
   */
  readonly onConfirmed?: WitnessEffect | undefined;
}

/** A multisig signer change the validators witnessed on Ethereum. */
export interface WitnessEffect {
  readonly signerChange: { readonly nodeId: string; readonly adding: boolean };
}

export class MultisigState {
  readonly bundles = new Map<string, SignatureBundle>();
  readonly resources = new Map<string, WitnessResource>();

  openBundles(): SignatureBundle[] {
    return [...this.bundles.values()].filter((b) => b.settledAt === undefined);
  }

  openResources(): WitnessResource[] {
    return [...this.resources.values()].filter((r) => r.settledAt === undefined);
  }

  /** Forgets what settled long enough ago (memory stays bounded on a long-running chain). */
  prune(height: bigint): void {
    for (const [id, b] of this.bundles)
      if (b.settledAt !== undefined && height - b.settledAt > KEEP_SETTLED_BLOCKS)
        this.bundles.delete(id);
    for (const [ref, r] of this.resources)
      if (r.settledAt !== undefined && height - r.settledAt > KEEP_SETTLED_BLOCKS)
        this.resources.delete(ref);
  }
}
