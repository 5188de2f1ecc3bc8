import { beforeEach, describe, expect, it } from 'vitest';
import { attempt, partyIds, testState, txContext } from '../governance/test-support.ts';
import type { NetworkState } from '../state/network-state.ts';
import { submitOracleData } from './oracle-handlers.ts';

let state: NetworkState;
const json = (doc: unknown) => Buffer.from(JSON.stringify(doc)).toString('base64');

beforeEach(async () => {
  state = await testState();
});

describe('oracle data', () => {
  it('becomes the settlement data of the markets whose data source listens', () => {
    const btc = state.markets.find((m) => m.config.instrument.code.startsWith('BTCUSD'))!;
    const signer =
      btc.config.instrument.future.dataSourceSpecForSettlementData.external!.oracle.signers[0]!
        .pubKey!.key;
    const ctx = txContext(state, signer);
    submitOracleData(ctx, {
      source: 'ORACLE_SOURCE_JSON',
      payload: json({ 'prices.BTC.value': '2800000' }),
    });
    expect(state.governance.oracles.latestSettlement.get(btc.id)).toMatchObject({
      property: 'prices.BTC.value',
      value: '2800000',
    });
    // The filter requires a price > 0: the data is accepted but does not settle anything.
    submitOracleData(ctx, {
      source: 'ORACLE_SOURCE_JSON',
      payload: json({ 'prices.BTC.value': '0' }),
    });
    expect(state.governance.oracles.latestSettlement.get(btc.id)?.value).toBe('2800000');
  });

  it('accepts an Open Oracle message for the Ethereum-signed feeds', () => {
    const ethbtc = state.markets.find((m) => m.config.instrument.code.startsWith('ETHBTC'))!;
    const ctx = txContext(state, partyIds(state, 'oracle')[0]!);
    submitOracleData(ctx, {
      source: 'ORACLE_SOURCE_OPEN_ORACLE',
      payload: json({
        timestamp: '1',
        messages: ['0x1'],
        signatures: ['0x2'],
        prices: { ETHBTC: '6800' },
      }),
    });
    expect(state.governance.oracles.latestSettlement.get(ethbtc.id)?.value).toBe('6800');
  });

  it('refuses data no data source listens to, and payloads that are not JSON', () => {
    const ctx = txContext(state, partyIds(state, 'trader')[0]!);
    expect(
      attempt(() =>
        submitOracleData(ctx, {
          source: 'ORACLE_SOURCE_JSON',
          payload: json({ 'prices.BTC.value': '1' }),
        }),
      ),
    ).toBe('there are no subscribers to the oracle data');
    expect(
      attempt(() => submitOracleData(ctx, { source: 'ORACLE_SOURCE_JSON', payload: '!!' })),
    ).toMatch(/payload/);
  });
});
