import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STREAMS,
  marketsDataStreamResultSchema,
  marketsDepthStreamResultSchema,
  marketsDepthUpdatesStreamResultSchema,
} from '#contract/stream-messages.ts';
import { DetailCode } from '../../src/http/api-error.ts';
import { StreamDetailCode } from '../../src/streams/routes/stream-filters.ts';
import {
  expectRefused,
  raw,
  resultsOf,
  settle,
  startChainStreams,
  type ChainStreams,
} from './chain-streams.ts';

let s: ChainStreams;
let markets: string[];
beforeAll(async () => {
  s = await startChainStreams(60);
  markets = s.genesis.markets.map((m) => m.id);
}, 60_000);
afterAll(() => s.stop());

const query = (ids: readonly string[]) => ids.map((id) => `marketIds=${id}`).join('&');

describe('market depth updates', () => {
  it('chain their sequence numbers across blocks: previous = the last one seen', async () => {
    const watched = markets.slice(0, 3);
    const stored = await s.db.query<{ market_id: string; sequence_number: string }>(
      'SELECT market_id, sequence_number::text AS sequence_number FROM market_depth',
    );
    // What a client would have read first (GET …/depth/latest): the starting sequence.
    const last = new Map(watched.map((id) => [id, '0']));
    for (const row of stored)
      if (last.has(row.market_id)) last.set(row.market_id, row.sequence_number);

    const updates = await s.open(`${STREAMS.marketsDepthUpdates.path}?${query(watched)}`);
    const depth = await s.open(`${STREAMS.marketsDepth.path}?${query(watched)}`);
    let expected = 0;
    for (let round = 0; round < 3; round++) {
      const outputs = await s.chain.advance(4);
      expected += outputs.flatMap((o) => o.depthUpdates).filter((u) => last.has(u.marketId)).length;
    }
    expect(expected).toBeGreaterThan(3);
    const updateItems = () =>
      resultsOf(updates, marketsDepthUpdatesStreamResultSchema).flatMap((r) => r.update);
    await settle(updates, () => updateItems().length, expected);
    await settle(
      depth,
      () =>
        resultsOf(depth, marketsDepthStreamResultSchema).flatMap((r) => r.marketDepth ?? []).length,
      expected,
    );

    const full = resultsOf(depth, marketsDepthStreamResultSchema).flatMap(
      (r) => r.marketDepth ?? [],
    );
    expect(updateItems()).toHaveLength(expected);
    updateItems().forEach((update, i) => {
      expect(last.has(update.marketId)).toBe(true);
      expect(update.previousSequenceNumber).toBe(last.get(update.marketId));
      expect(BigInt(update.sequenceNumber)).toBeGreaterThan(BigInt(update.previousSequenceNumber));
      last.set(update.marketId, update.sequenceNumber);
      // The full depth of the same change carries the same number.
      expect(full[i]?.marketId).toBe(update.marketId);
      expect(full[i]?.sequenceNumber).toBe(update.sequenceNumber);
    });
    // The key is singular on the wire.
    expect(Object.keys(raw(updates, 0).result)).toEqual(['update']);
  });
});

describe('market data', () => {
  it('sends each block the data of the listed markets only', async () => {
    const watched = markets.slice(2, 4);
    const client = await s.open(`${STREAMS.marketsData.path}?${query(watched)}`);
    const outputs = await s.chain.advance(2);
    const expected = outputs.flatMap((o) => o.marketData).filter((d) => watched.includes(d.market));
    expect(expected).toHaveLength(4);
    const items = () =>
      resultsOf(client, marketsDataStreamResultSchema).flatMap((r) => r.marketData);
    await settle(client, () => items().length, expected.length);
    expect(items().map((d) => [d.market, d.timestamp])).toEqual(
      expected.map((d) => [d.market, d.timestamp]),
    );
    const wire = raw(client, 0).result.marketData as Record<string, unknown>[];
    expect(typeof wire[0]?.marketTradingMode).toBe('number');
  });

  it('names the next mark-to-market time, or none (a default, left out) before the first mark', async () => {
    const client = await s.open(`${STREAMS.marketsData.path}?${query(markets)}`);
    const [out] = await s.chain.advance(1);
    await settle(client, () => client.messages.length, 1);
    const wire = client.messages.flatMap(
      (m) =>
        (m as { result: { marketData: Record<string, string | undefined>[] } }).result.marketData,
    );
    expect(wire).toHaveLength(out!.marketData.filter((d) => markets.includes(d.market)).length);
    // 60 blocks in: some markets are still in their opening auction, some have been marked.
    const unmarked = wire.filter((d) => d.markPrice === undefined);
    const marked = wire.filter((d) => d.markPrice !== undefined);
    expect(unmarked.length).toBeGreaterThan(0);
    expect(marked.length).toBeGreaterThan(0);
    for (const d of unmarked) expect(d.nextMarkToMarket, d.market).toBeUndefined();
    for (const d of marked) {
      // Due after this block, at most one 5 s interval later (network.markPriceUpdateMaximumFrequency).
      const next = BigInt(d.nextMarkToMarket!);
      expect(next, d.market).toBeGreaterThan(BigInt(d.timestamp!));
      expect(next, d.market).toBeLessThanOrEqual(BigInt(d.timestamp!) + 5_000_000_000n);
    }
  });
});

describe('market-keyed stream filters', () => {
  for (const path of [
    STREAMS.marketsData.path,
    STREAMS.marketsDepth.path,
    STREAMS.marketsDepthUpdates.path,
  ]) {
    it(`${path}: marketIds is required`, async () => {
      const message = await expectRefused(await s.open(path), 3, DetailCode.INVALID_FILTER);
      expect(message).toMatch(/marketIds is required/);
    });

    it(`${path}: an unknown market is refused`, async () => {
      const unknown = 'ab'.repeat(32);
      await expectRefused(
        await s.open(`${path}?${query([markets[0]!, unknown])}`),
        5,
        StreamDetailCode.MARKET_NOT_FOUND,
      );
    });
  }

  it('accepts upper-case hex and refuses a malformed id', async () => {
    const client = await s.open(
      `${STREAMS.marketsData.path}?marketIds=${markets[0]!.toUpperCase()}`,
    );
    await s.chain.advance(1);
    await client.waitForMessages(1);
    expect(resultsOf(client, marketsDataStreamResultSchema)[0]?.marketData[0]?.market).toBe(
      markets[0],
    );
    await expectRefused(
      await s.open(`${STREAMS.marketsData.path}?marketIds=xyz`),
      3,
      DetailCode.MALFORMED_REQUEST,
    );
  });
});
