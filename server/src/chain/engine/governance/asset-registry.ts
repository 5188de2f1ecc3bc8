import type { Asset } from '#contract/asset.ts';
import type { GenesisAsset } from '../genesis/genesis-schema.ts';

export interface Erc20Limits {
  lifetimeLimit: string;
  withdrawThreshold: string;
}

/**
 * Assets as the network knows them, with their status: the genesis assets (enabled) and those
 * governance lists (pending listing until the bridge confirms, then enabled). Quantum comes from
 * here for every "multiple of quantum" minimum (transfers, withdrawals, liquidity commitments).
 */
export class AssetRegistry {
  private readonly byId = new Map<string, Asset>();
  /** ERC-20 limits an updateAsset proposal enacted; the bridge applies them (assetLimitsUpdated). */
  readonly pendingLimits = new Map<string, Erc20Limits>();

  constructor(assets: readonly GenesisAsset[]) {
    for (const a of assets) {
      const { builtinAsset, erc20, ...rest } = a.details;
      this.byId.set(a.id, {
        id: a.id,
        details: {
          ...rest,
          ...(builtinAsset ? { builtinAsset } : {}),
          ...(erc20 ? { erc20 } : {}),
        },
        status: 'STATUS_ENABLED',
      });
    }
  }

  get(id: string): Asset | undefined {
    return this.byId.get(id);
  }

  isEnabled(id: string): boolean {
    return this.byId.get(id)?.status === 'STATUS_ENABLED';
  }

  /** Quantum of an asset (0n when unknown). */
  quantum(id: string): bigint {
    const asset = this.byId.get(id);
    return asset ? BigInt(asset.details.quantum) : 0n;
  }

  /** The asset using an ERC-20 contract address (case-insensitive), if any. */
  byContract(address: string): Asset | undefined {
    const wanted = address.toLowerCase();
    for (const a of this.byId.values())
      if (a.details.erc20?.contractAddress.toLowerCase() === wanted) return a;
    return undefined;
  }

  all(): Asset[] {
    return [...this.byId.values()];
  }

  put(asset: Asset): void {
    this.byId.set(asset.id, asset);
  }
}
