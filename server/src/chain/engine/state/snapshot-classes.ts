import { CollateralEngine } from '../collateral/collateral-engine.ts';
import { Ledger } from '../collateral/ledger.ts';
import { Tx } from '../matching/tx.ts';
import { BookState } from '../matching/book-state.ts';
import { OrderBook } from '../matching/order-book.ts';
import { BookSide } from '../matching/price-levels.ts';
import { GovernanceState } from '../governance/governance-state.ts';
import { GovernanceOutput } from '../governance/governance-output.ts';
import { StakingBook } from '../governance/staking.ts';
import { AssetRegistry } from '../governance/asset-registry.ts';
import { IdGenerator } from '../ids.ts';
import { OracleBook } from '../oracles/oracle-book.ts';
import { PriceHistory } from '../trading/price-history.ts';
import { DepthTracker } from '../trading/depth-tracker.ts';
import { WindowMax, WindowSum } from '../trading/time-windows.ts';
import { CandleTracker } from '../trading/candle-tracker.ts';
import { LiquidityBook } from '../liquidity/liquidity-book.ts';
import { Rng } from '../rng.ts';
import { SpamState } from '../validators/spam/spam-state.ts';
import { ValidatorsOutput } from '../validators/validators-output.ts';
import { ValidatorsState } from '../validators/validators-state.ts';
import { StateVarRounds } from '../validators/state-vars.ts';
import { MultisigState } from '../validators/multisig-state.ts';
import { UpgradeState } from '../validators/protocol-upgrade.ts';
import { ProposerRotation } from '../validators/proposer.ts';
import { DelegationBook } from '../validators/delegation-book.ts';
import { BlockOutput } from '../block/block-output.ts';
import { PositionBook } from '../positions/position-book.ts';
import { BridgeState } from '../bridge/bridge-state.ts';
import { TransferBook } from '../transfers/transfer-book.ts';
import { WithdrawalBook } from '../withdrawals/withdrawal-book.ts';
import { MarketLifecycleBook } from '../lifecycle/lifecycle-book.ts';
import { RewardMetrics } from '../validators/reward-metrics.ts';
import { buildRegistry } from './snapshot-codec.ts';
import { NetworkState } from './network-state.ts';

/**
 * Every class of the engine whose instances the state may hold: a snapshot restores an instance
 * with its class's prototype (its methods), found here by class name. A class missing here
 * fails the snapshot that meets it, loudly, naming it; `snapshot-classes.test.ts` fails first,
 * for any class declared under chain/engine and neither listed here nor an Error.
 */
export const SNAPSHOT_CLASSES = buildRegistry([
  NetworkState,
  CollateralEngine,
  Ledger,
  Tx,
  BookState,
  OrderBook,
  BookSide,
  GovernanceState,
  GovernanceOutput,
  StakingBook,
  AssetRegistry,
  IdGenerator,
  OracleBook,
  PriceHistory,
  DepthTracker,
  WindowMax,
  WindowSum,
  CandleTracker,
  LiquidityBook,
  Rng,
  SpamState,
  ValidatorsOutput,
  ValidatorsState,
  StateVarRounds,
  MultisigState,
  UpgradeState,
  ProposerRotation,
  DelegationBook,
  BlockOutput,
  PositionBook,
  BridgeState,
  TransferBook,
  WithdrawalBook,
  MarketLifecycleBook,
  RewardMetrics,
]);
