import { expect } from 'vitest';
import type { BlockOutput } from './engine/block/block-output.ts';
import type { NetworkState } from './engine/state/network-state.ts';

/**
 * Test support of the chain's property tests: checks made after every block of a run, and the
 * counts (Run) that show a run went through what they check.
 */

/** Each position's latest published record, by `market:party`. */
export type Latest = Map<string, BlockOutput['positions'][number]>;

const sign = (n: bigint) => (n > 0n ? 1n : n < 0n ? -1n : 0n);

/**
 * Realised PnL moves with reductions (the reference's rule): a fill that reduces a position
 * realises (price − average entry) × −size in asset units; one that grows it, nothing. Checked
 * where a position's fills in a block all grew it or all reduced it without turning it round,
 * from its published records before and after (each truncated when published: ±2).
 */
export function checkRealised(
  state: NetworkState,
  out: BlockOutput,
  latest: Latest,
  run: { grown: number; reduced: number },
  at: string,
) {
  const fills = new Map<string, { size: bigint; price: bigint }[]>();
  for (const { trade } of out.trades)
    for (const [key, size] of [
      [`${trade.marketId}:${trade.buyer}`, BigInt(trade.size)],
      [`${trade.marketId}:${trade.seller}`, -BigInt(trade.size)],
    ] as const)
      fills.set(key, [...(fills.get(key) ?? []), { size, price: BigInt(trade.price) }]);
  for (const record of out.positions) {
    const key = `${record.marketId}:${record.partyId}`;
    const [mine, before] = [fills.get(key), latest.get(key)];
    if (!mine) continue;
    const v0 = BigInt(before?.openVolume ?? '0');
    const v1 = v0 + mine.reduce((n, f) => n + f.size, 0n);
    expect(BigInt(record.openVolume), `${at}: volume of ${key}`).toBe(v1);
    const delta = BigInt(record.realisedPnl) - BigInt(before?.realisedPnl ?? '0');
    const way = v0 === 0n ? sign(mine[0]!.size) : sign(v0);
    if (mine.every((f) => sign(f.size) === way)) {
      expect(delta, `${at}: realised PnL of ${key} moved as it grew`).toBe(0n);
      run.grown++;
    } else if (mine.every((f) => sign(f.size) === -way) && sign(v1) !== -way) {
      const market = state.marketsById.get(record.marketId)!;
      const asset = state.genesis.assets.find((a) => a.id === market.settlementAsset)!;
      const factor = 10n ** BigInt(Number(asset.details.decimals) - market.decimalPlaces);
      const entry = BigInt(before!.averageEntryPrice);
      const closed = mine.reduce((n, f) => n + (f.price - entry) * -f.size, 0n);
      const expected = (closed * factor) / 10n ** BigInt(market.positionDecimalPlaces);
      const off = delta > expected ? delta - expected : expected - delta;
      expect(off <= 2n, `${at}: ${key} realised ${delta}, expected ${expected}`).toBe(true);
      run.reduced++;
    }
  }
}

/** What one whole chain did, gathered block by block for the assertions below. */
export interface Run {
  seed: string;
  /** Markets marked to market, counted over the run (one per market per mark). */
  marks: number;
  /** Positions checked against size × (mark − average entry). */
  checkedPositions: number;
  /** Positions reduced (realised PnL moved) or grown (it did not) in a block, checked. */
  reduced: number;
  grown: number;
  /** Pegged orders seen PARKED and later ACTIVE again. */
  returned: number;
  /** Parties closed out (TYPE_NETWORK_CLOSE_OUT_BAD trades) and orders closed to avoid it. */
  closedOut: number;
  ordersClosed: number;
  /** Network trades out of closed-out positions (TYPE_NETWORK_CLOSE_OUT_GOOD). */
  tradedOut: number;
  /** Positions published with a non-zero loss socialisation amount. */
  socialised: number;
  /** Liquidity orders seen, fee shares checked, liquidity fees distributed. */
  lpOrders: number;
  feeShares: number;
  lpFeePayouts: number;
}

/**
 * Liquidity provisions on the book: in continuous trading every active provision has one live
 * order per shape entry, carrying its id, on the entry's side and reference, and nothing else
 * carries its id; market data's fee shares give each active provider commitment / Σ
 * commitments of the market's live provisions (no market growth is simulated).
 */
export function checkLiquidity(
  state: NetworkState,
  out: BlockOutput,
  run: Run,
  wasActive: ReadonlySet<string>,
  at: string,
) {
  const provisions = state.governance.liquidity.all();
  for (const market of state.markets) {
    const lpOrders = market.book.liveOrders().filter((o) => o.liquidityProvisionId !== '');
    run.lpOrders += lpOrders.length;
    const here = provisions.filter((lp) => lp.marketId === market.id);
    for (const o of lpOrders) {
      const lp = here.find((p) => p.id === o.liquidityProvisionId);
      expect(lp?.partyId, `${at}: order ${o.id} of no live provision`).toBe(o.partyId);
      expect(o.peggedOrder, at).not.toBeNull();
    }
    if (market.tradingMode === 'TRADING_MODE_CONTINUOUS') {
      // Provisions activated at the end of this block (opening auction over) deploy next block.
      for (const lp of here.filter((p) => p.status === 'STATUS_ACTIVE' && wasActive.has(p.id))) {
        const mine = lpOrders.filter((o) => o.liquidityProvisionId === lp.id);
        const want = [
          ...lp.buys.map((b) => `SIDE_BUY ${b.liquidityOrder.reference}`),
          ...lp.sells.map((b) => `SIDE_SELL ${b.liquidityOrder.reference}`),
        ].sort();
        const have = mine.map((o) => `${o.side} ${o.peggedOrder!.reference}`).sort();
        expect(have, `${at}: shape of ${lp.id} on the book`).toEqual(want);
      }
    }
    // A market enacted by governance at the end of this block has no market data yet.
    const data = out.marketData.find((d) => d.market === market.id);
    if (!data) continue;
    const total = here.reduce((n, lp) => n + Number(lp.commitmentAmount), 0);
    for (const share of data.liquidityProviderFeeShare) {
      const lp = here.find((p) => p.partyId === share.party)!;
      expect(Number(share.equityLikeShare), at).toBeCloseTo(Number(lp.commitmentAmount) / total, 9);
      run.feeShares++;
    }
  }
  for (const { entry } of out.ledgerEntries)
    if (entry.type === 'TRANSFER_TYPE_LIQUIDITY_FEE_DISTRIBUTE' && entry.amount > 0n)
      run.lpFeePayouts++;
}

/**
 * In continuous trading a pegged order stays PARKED only while its reference is missing: the
 * static best bid for BEST_BID, the static best ask for BEST_ASK, both for MID.
 */
export function checkParked(state: NetworkState, at: string) {
  for (const market of state.markets) {
    if (market.tradingMode !== 'TRADING_MODE_CONTINUOUS') continue;
    const bid = market.book.bestStaticBid();
    const ask = market.book.bestStaticAsk();
    for (const o of market.book.liveOrders()) {
      if (o.status !== 'STATUS_PARKED') continue;
      const ref = o.peggedOrder?.reference;
      const missing =
        ref === 'PEGGED_REFERENCE_BEST_BID'
          ? bid === undefined
          : ref === 'PEGGED_REFERENCE_BEST_ASK'
            ? ask === undefined
            : bid === undefined || ask === undefined;
      // A reference so close to 0 that the offset takes the price to 0 or below also parks.
      const offset = o.peggedOrder?.offset ?? 0n;
      const nonPositive = o.side === 'SIDE_BUY' && bid !== undefined && bid - offset <= 0n;
      expect(missing || nonPositive, `${at}: order ${o.id} parked in continuous trading`).toBe(
        true,
      );
    }
  }
}

/**
 * A close-out takes the party's whole position at the mark price (a BAD trade with the
 * network), leaves it flat with no live order and an empty margin account, and the position
 * record says CLOSED_OUT. The network's own trades out of it are GOOD trades.
 */
export function checkCloseOuts(
  state: NetworkState,
  out: BlockOutput,
  run: Run,
  statuses: Map<string, string>,
  at: string,
) {
  for (const { trade } of out.trades) {
    if (trade.type === 'TYPE_NETWORK_CLOSE_OUT_GOOD') {
      expect([trade.buyer, trade.seller], at).toContain('network');
      run.tradedOut++;
    }
    if (trade.type !== 'TYPE_NETWORK_CLOSE_OUT_BAD') continue;
    run.closedOut++;
    const market = state.marketsById.get(trade.marketId)!;
    const party = trade.buyer === 'network' ? trade.seller : trade.buyer;
    expect(trade.buyer === 'network' || trade.seller === 'network', at).toBe(true);
    expect(BigInt(trade.price), `${at}: close-out at the mark`).toBe(market.markPrice);
    const record = out.positions.find((p) => p.marketId === market.id && p.partyId === party);
    expect(record?.positionStatus, `${at}: ${party}`).toBe('POSITION_STATUS_CLOSED_OUT');
    expect(record?.openVolume, `${at}: ${party}`).toBe('0');
    expect(
      market.book.liveOrders().filter((o) => o.partyId === party),
      at,
    ).toEqual([]);
    const margin = [...state.collateral.accounts()].find(
      (a) =>
        a.account.owner === party &&
        a.account.marketId === market.id &&
        a.account.type === 'ACCOUNT_TYPE_MARGIN',
    );
    expect(margin?.balance ?? 0n, `${at}: margin left after close-out`).toBe(0n);
  }
  for (const p of out.positions) {
    // The status stays until the party trades again; what it says holds when it is set.
    const key = `${p.marketId}:${p.partyId}`;
    const was = statuses.get(key);
    statuses.set(key, p.positionStatus);
    if (p.positionStatus === 'POSITION_STATUS_ORDERS_CLOSED' && was !== p.positionStatus) {
      run.ordersClosed++;
      const market = state.marketsById.get(p.marketId)!;
      expect(
        market.book.liveOrders().filter((o) => o.partyId === p.partyId),
        at,
      ).toEqual([]);
    }
    if (p.lossSocialisationAmount !== '0') run.socialised++;
  }
}

/** Per asset, all balances (insurance pools included) = deposits − withdrawals. */
export function checkMoney(state: NetworkState, at: string) {
  const totals = state.collateral.totalsByAsset();
  for (const [asset, net] of state.collateral.netDepositsByAsset())
    expect(totals.get(asset) ?? 0n, `${at}, asset ${asset}`).toBe(net);
  for (const a of state.collateral.accounts()) expect(a.balance >= 0n, at).toBe(true);
}

/**
 * After a market is marked in this block, every open position's latest published record (what
 * the store and the API hold) has its unrealised PnL at the new mark: openVolume × (mark −
 * averageEntry) in asset units, i.e. × 10^(asset decimals − market decimals) / 10^position
 * decimals, truncated towards zero. A mark that moved publishes every open position again; a
 * mark at the same price leaves the records as they were (their PnL did not change). Open
 * volumes come from the trades themselves (summed per party since genesis), not from the
 * position book.
 */
export function checkMarks(
  state: NetworkState,
  out: BlockOutput,
  volumes: Map<string, bigint>,
  latest: Latest,
  run: Run,
  at: string,
) {
  for (const p of out.positions) latest.set(`${p.marketId}:${p.partyId}`, p);
  const assetDecimals = new Map(
    state.genesis.assets.map((a) => [a.id, Number(a.details.decimals)]),
  );
  for (const market of state.markets) {
    if (market.lastMarkAt !== out.timeNs) continue;
    run.marks++;
    const factor = 10n ** BigInt(assetDecimals.get(market.settlementAsset)! - market.decimalPlaces);
    const divisor = 10n ** BigInt(market.positionDecimalPlaces);
    for (const [key, volume] of volumes) {
      const [marketId, party] = key.split(':') as [string, string];
      if (marketId !== market.id || volume === 0n) continue;
      const record = latest.get(key);
      expect(record, `${at}: open position of ${party} on ${marketId} not published`).toBeDefined();
      expect(BigInt(record!.openVolume), `${at}: volume of ${party}`).toBe(volume);
      const expected =
        (volume * (market.markPrice - BigInt(record!.averageEntryPrice)) * factor) / divisor;
      expect(BigInt(record!.unrealisedPnl), `${at}: unrealised PnL of ${party}`).toBe(expected);
      run.checkedPositions++;
    }
  }
}
