import { parseGoDuration } from '../genesis/network-parameters-schema.ts';
import { createMarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import { marketConfigOf } from './new-market.ts';
import type { ProposalEntry } from './proposal-entry.ts';

const NS = 1_000_000_000n;

/**
 * A new-market proposal that opens for votes creates its market, PROPOSED (the data node lists
 * it from then on, reference D5), with the proposal id as market id. It takes no orders yet.
 */
export function proposeMarket(state: NetworkState, entry: ProposalEntry, now: bigint): void {
  const changes = entry.proposal.terms.newMarket?.changes;
  if (!changes || state.marketsById.has(entry.proposal.id)) return;
  const asset = changes.instrument.future?.settlementAsset ?? '';
  const details = state.governance.assets.get(asset)?.details;
  if (!details) return;
  const config = marketConfigOf(state, entry.proposal.id, changes);
  const market = createMarketRuntime(config, now, Number(details.decimals));
  market.state = 'STATE_PROPOSED';
  market.auctionStart = 0n;
  market.auctionEnd = 0n;
  market.timestamps.proposed = now;
  market.timestamps.pending = 0n;
  state.markets.push(market);
  state.marketsById.set(market.id, market);
  state.collateral.openMarket(market.id, market.settlementAsset);
}

/**
 * The vote on a new market closed: passed, the market is PENDING and in its opening auction
 * until the enactment time (at least `market.auction.minimumDuration`), so orders can build its
 * book before it opens (D5); declined, the market is REJECTED.
 */
export function onMarketVoteClosed(state: NetworkState, entry: ProposalEntry, now: bigint): void {
  const market = state.marketsById.get(entry.proposal.id);
  if (entry.kind !== 'newMarket' || market?.state !== 'STATE_PROPOSED') return;
  if (entry.proposal.state !== 'STATE_PASSED') {
    market.state = 'STATE_REJECTED';
    market.tradingMode = 'TRADING_MODE_NO_TRADING';
    market.timestamps.close = now;
    return;
  }
  const minimum = BigInt(
    Math.round(parseGoDuration(state.params.get('market.auction.minimumDuration') ?? '') ?? 30),
  );
  // Enactment happens in the first block after its second (governance-tick.ts).
  const enactment = (entry.enactAt + 1n) * NS;
  market.state = 'STATE_PENDING';
  market.timestamps.pending = now;
  market.auctionStart = now;
  market.auctionEnd = enactment > now + minimum * NS ? enactment : now + minimum * NS;
}
