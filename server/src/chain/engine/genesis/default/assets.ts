import type { GenesisAsset } from '../asset-schema.ts';
import { sha256Hex } from './ids.ts';

/** Asset id = sha256("asset:" + symbol). The first four ids are relied upon elsewhere. */
export const assetId = (symbol: string): string => sha256Hex(`asset:${symbol}`);

export const ASSET_IDS = {
  VOTE: assetId('VOTE'),
  USDC: assetId('USDC'),
  WETH: assetId('WETH'),
  tDAI: assetId('tDAI'),
  WBTC: assetId('WBTC'),
} as const;
export type AssetSymbol = keyof typeof ASSET_IDS;

export const ASSET_DECIMALS: Record<AssetSymbol, number> = {
  VOTE: 18,
  USDC: 6,
  WETH: 18,
  tDAI: 5,
  WBTC: 8,
};

/** Rough USD value of one whole unit, used to size deposits. */
export const ASSET_USD_PRICE: Record<AssetSymbol, number> = {
  VOTE: 2,
  USDC: 1,
  WETH: 1850,
  tDAI: 1,
  WBTC: 27000,
};

export const DEFAULT_ASSETS: GenesisAsset[] = [
  {
    id: ASSET_IDS.VOTE,
    details: {
      name: 'Governance token',
      symbol: 'VOTE',
      decimals: '18',
      quantum: '1000000000000000000',
      erc20: {
        contractAddress: '0xdf1b0f223cb8c7ab3ef8469e529fe81e73089bd9',
        lifetimeLimit: '0',
        withdrawThreshold: '0',
      },
    },
  },
  {
    id: ASSET_IDS.USDC,
    details: {
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: '6',
      quantum: '1000000',
      erc20: {
        contractAddress: '0x40e0f7d0b5e6d3e6e3a7d1c2c2b3b1d7a9e9f0a1',
        lifetimeLimit: '100000000000000',
        withdrawThreshold: '10000000000',
      },
    },
  },
  {
    id: ASSET_IDS.WETH,
    details: {
      name: 'Wrapped Ether',
      symbol: 'WETH',
      decimals: '18',
      quantum: '500000000000000',
      erc20: {
        contractAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
        lifetimeLimit: '1000000000000000000000',
        withdrawThreshold: '10000000000000000000',
      },
    },
  },
  {
    id: ASSET_IDS.tDAI,
    details: {
      name: 'Test DAI (faucet)',
      symbol: 'tDAI',
      decimals: '5',
      quantum: '100000',
      builtinAsset: { maxFaucetAmountMint: '1000000000' },
    },
  },
  {
    id: ASSET_IDS.WBTC,
    details: {
      name: 'Wrapped Bitcoin',
      symbol: 'WBTC',
      decimals: '8',
      quantum: '4000',
      erc20: {
        contractAddress: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599',
        lifetimeLimit: '10000000000',
        withdrawThreshold: '100000000',
      },
    },
  },
];
