import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockOutput } from '../../src/chain/engine/block/block-output.ts';
import { STREAMS, tradesStreamResultSchema } from '#contract/stream-messages.ts';
import { tradeSchema, type Trade } from '#contract/trade.ts';
import { DetailCode } from '../../src/http/api-error.ts';
import {
  expectRefused,
  raw,
  resultsOf,
  settle,
  startChainStreams,
  type ChainStreams,
} from './chain-streams.ts';
import type { StreamClient } from './ws-client.ts';

let s: ChainStreams;
beforeAll(async () => {
  s = await startChainStreams(60);
}, 60_000);
afterAll(() => s.stop());

const PATH = STREAMS.trades.path;
const results = (client: StreamClient) => resultsOf(client, tradesStreamResultSchema);
const received = (client: StreamClient) => results(client).flatMap((r) => r.trades);
const published = (outputs: BlockOutput[]) =>
  outputs.flatMap((out) => out.trades.map(({ trade }) => tradeSchema.parse(trade)));

/** Advances until the blocks made hold at least `min` trades passing `keep`. */
async function advanceUntil(keep: (t: Trade) => boolean, min: number): Promise<BlockOutput[]> {
  const outputs: BlockOutput[] = [];
  while (published(outputs).filter(keep).length < min && outputs.length < 60)
    outputs.push(...(await s.chain.advance(5)));
  return outputs;
}

describe('trades stream', () => {
  it('sends a party only the trades where it is the buyer or the seller', async () => {
    // The party that traded most, on either side.
    const [top] = await s.db.query<{ party: string }>(
      `SELECT party FROM (SELECT buyer AS party FROM trades UNION ALL SELECT seller FROM trades) t
       GROUP BY party ORDER BY count(*) DESC, party LIMIT 1`,
    );
    const party = top!.party;
    const mine = (t: Trade) => t.buyer === party || t.seller === party;
    const filtered = await s.open(`${PATH}?partyId=${party}`);
    const everything = await s.open(PATH);

    const outputs = await advanceUntil(mine, 3);
    const all = published(outputs);
    const expected = all.filter(mine);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBeGreaterThan(expected.length); // the filter does leave some out

    await settle(filtered, () => received(filtered).length, expected.length);
    await settle(everything, () => received(everything).length, all.length);
    expect(received(filtered)).toEqual(expected);
    expect(received(everything)).toEqual(all);
    expect(results(everything).every((r) => r.trades.length >= 1 && r.trades.length <= 50)).toBe(
      true,
    );
    // Enums on the wire are integers.
    const wire = raw(filtered, 0).result.trades as Record<string, unknown>[];
    expect(typeof wire[0]?.aggressor).toBe('number');
  });

  it('combines marketIds with partyIds (a party in one market)', async () => {
    const [row] = await s.db.query<{ market_id: string; buyer: string }>(
      'SELECT market_id, buyer FROM trades GROUP BY market_id, buyer ORDER BY count(*) DESC LIMIT 1',
    );
    const { market_id: market, buyer: party } = row!;
    const keep = (t: Trade) => t.marketId === market && (t.buyer === party || t.seller === party);
    const client = await s.open(`${PATH}?marketIds=${market}&partyIds=${party}`);
    const outputs = await advanceUntil(keep, 1);
    const expected = published(outputs).filter(keep);
    await settle(client, () => received(client).length, expected.length);
    expect(received(client)).toEqual(expected);
  });

  it('refuses a malformed party id', async () => {
    const client = await s.open(`${PATH}?partyIds=0xabc`);
    await expectRefused(client, 3, DetailCode.MALFORMED_REQUEST);
  });
});
