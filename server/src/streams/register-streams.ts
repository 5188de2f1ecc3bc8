import type { FastifyInstance } from 'fastify';
import { MarketDirectory } from './market-directory.ts';
import { registerAccountsStream } from './routes/accounts.ts';
import { registerCandlesStream } from './routes/candles.ts';
import { registerGovernanceStream } from './routes/governance.ts';
import { registerLedgerMovementsStream } from './routes/ledger-movements.ts';
import { registerLiquidityProvisionsStream } from './routes/liquidity-provisions.ts';
import { registerMarginLevelsStream } from './routes/margin-levels.ts';
import { registerMarketsDataStream } from './routes/markets-data.ts';
import {
  registerMarketsDepthStream,
  registerMarketsDepthUpdatesStream,
} from './routes/markets-depth.ts';
import { registerOrdersStream } from './routes/orders.ts';
import { registerPositionsStream } from './routes/positions.ts';
import { registerTradesStream } from './routes/trades.ts';
import { registerVotesStream } from './routes/votes.ts';
import { registerEventBusStream } from './routes/event-bus.ts';

/**
 * The 13 WebSocket streams of spec §6 (and the reference's spelling of the candle path), fed by
 * the hub the chain publishes to. Needs registerStreaming (streaming.ts) to have run.
 */
export async function registerStreams(app: FastifyInstance): Promise<void> {
  registerOrdersStream(app);
  registerTradesStream(app);
  registerPositionsStream(app);
  registerAccountsStream(app);
  registerMarginLevelsStream(app);
  registerLiquidityProvisionsStream(app);
  registerGovernanceStream(app);
  registerVotesStream(app);
  registerLedgerMovementsStream(app);
  registerEventBusStream(app);
  // These refuse markets that do not exist; one directory of market ids serves them all.
  const markets = new MarketDirectory(app.db);
  await registerMarketsDataStream(app, markets);
  await registerMarketsDepthStream(app, markets);
  await registerMarketsDepthUpdatesStream(app, markets);
  await registerCandlesStream(app, markets);
}
