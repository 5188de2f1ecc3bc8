import type { GenesisValidator } from '../genesis/genesis-schema.ts';

/**
 * What the network knows of the Ethereum side from the chain events validators forward:
 * whether the collateral bridge is stopped, the multisig control's signers and threshold,
 * and which events were already processed (each is applied once).
 */
export class BridgeState {
  stopped = false;
  /** Height of the block that stopped the bridge (0n when running). */
  stoppedAt = 0n;
  /** Ethereum addresses allowed to sign bridge operations, in the order they were added. */
  readonly signers: string[];
  /** Signatures needed, in thousandths of the signers (the contract's 667 = two thirds). */
  threshold = 667;
  /** Assets the bridge delisted (no more deposits on Ethereum; nothing changes on this side). */
  readonly delisted = new Set<string>();
  private readonly processed = new Set<string>();

  constructor(validators: readonly GenesisValidator[]) {
    this.signers = validators
      .filter((v) => v.status === 'tendermint')
      .map((v) => v.ethereumAddress);
  }

  /** Marks an event processed; false when it already was. */
  firstSeen(txId: string): boolean {
    if (this.processed.has(txId)) return false;
    this.processed.add(txId);
    return true;
  }
}
