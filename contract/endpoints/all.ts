import type { Endpoint } from './endpoint.ts';
import * as accounts from './accounts.ts';
import * as apiDocs from './api-docs.ts';
import * as assets from './assets.ts';
import * as balanceChanges from './balance-changes.ts';
import * as candles from './candles.ts';
import * as cometbft from './cometbft.ts';
import * as depositsWithdrawals from './deposits-withdrawals.ts';
import * as erc20Bundles from './erc20-bundles.ts';
import * as estimates from './estimates.ts';
import * as governance from './governance.ts';
import * as info from './info.ts';
import * as ledger from './ledger.ts';
import * as marginLevels from './margin-levels.ts';
import * as marketData from './market-data.ts';
import * as marketDepth from './market-depth.ts';
import * as markets from './markets.ts';
import * as networkHistory from './network-history.ts';
import * as networkLimits from './network-limits.ts';
import * as networkParameters from './network-parameters.ts';
import * as nodes from './nodes.ts';
import * as oracles from './oracles.ts';
import * as orders from './orders.ts';
import * as parties from './parties.ts';
import * as positions from './positions.ts';
import * as rewards from './rewards.ts';
import * as snapshots from './snapshots.ts';
import * as spam from './spam.ts';
import * as stake from './stake.ts';
import * as trades from './trades.ts';
import * as transactions from './transactions.ts';
import * as transfers from './transfers.ts';
import * as validatorEvents from './validator-events.ts';

const MODULES = [
  accounts,
  apiDocs,
  assets,
  balanceChanges,
  candles,
  cometbft,
  depositsWithdrawals,
  erc20Bundles,
  estimates,
  governance,
  info,
  ledger,
  marginLevels,
  marketData,
  marketDepth,
  markets,
  networkHistory,
  networkLimits,
  networkParameters,
  nodes,
  oracles,
  orders,
  parties,
  positions,
  rewards,
  snapshots,
  spam,
  stake,
  trades,
  transactions,
  transfers,
  validatorEvents,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'name' in value && 'path' in value;

/**
 * Every endpoint of the contract, for the checks over all of them (the server registers each
 * route from its own module; the explorer never imports this list, which would put every
 * response schema in every page).
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = MODULES.flatMap((m) =>
  Object.values(m).filter(isEndpoint),
);
