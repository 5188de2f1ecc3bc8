import type { OracleDataSubmission } from '#contract/commands/oracle-data.ts';
import type { Rng } from '../../engine/rng.ts';
import type { MarketRuntime } from '../../engine/state/market-runtime.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { isRunning, isTrading } from '../../engine/lifecycle/market-lifecycle.ts';
import { maturityOf } from './market-maturity.ts';
import { worldTime } from '../world-clock.ts';
import { ceilSeconds, ethTxId, partiesOf } from './agent-helpers.ts';

/** Chance per block of a round of price reports (about one every 10 blocks). */
const ROUND_CHANCE = 0.1;
/** Chance a round also carries a report no data source listens to (a misconfigured feed). */
const STRAY_CHANCE = 0.1;

const encode = (doc: unknown) => Buffer.from(JSON.stringify(doc)).toString('base64');

/** The market's settlement price in its data source's units (market decimals). */
const price = (m: MarketRuntime) => String(Math.max(1, Math.round(m.fairPrice)));

function settlementSigner(m: MarketRuntime) {
  return m.config.instrument.future.dataSourceSpecForSettlementData.external?.oracle.signers[0];
}

function jsonReport(party: string, markets: readonly MarketRuntime[]): PendingTx {
  const data = Object.fromEntries(
    markets.map((m) => [
      m.config.instrument.future.dataSourceSpecBinding.settlementDataProperty,
      price(m),
    ]),
  );
  const body: OracleDataSubmission = { source: 'ORACLE_SOURCE_JSON', payload: encode(data) };
  return tx(party, 'oracleDataSubmission', body);
}

/** An Open Oracle message (signed on Ethereum) relayed by a party: prices by key. */
function openOracleReport(party: string, markets: readonly MarketRuntime[], now: bigint, rng: Rng) {
  const prices = Object.fromEntries(
    markets.map((m) => {
      const property = m.config.instrument.future.dataSourceSpecBinding.settlementDataProperty;
      return [property.replace(/^prices\./, '').replace(/\.value$/, ''), price(m)];
    }),
  );
  const body: OracleDataSubmission = {
    source: 'ORACLE_SOURCE_OPEN_ORACLE',
    payload: encode({
      timestamp: ceilSeconds(now).toString(),
      messages: markets.map(() => ethTxId(rng)),
      signatures: markets.map(() => ethTxId(rng)),
      prices,
    }),
  };
  return tx(party, 'oracleDataSubmission', body);
}

/**
 * Expiries: when a future's expiry has come (market-maturity.ts), its termination signer
 * reports `trading.terminated.<code>` = true; once trading terminated, the settlement price
 * follows in the next block, and again each block until the market settled.
 */
function expiryTxs(state: NetworkState, now: bigint, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const oracles = partiesOf(state, ['oracle']).map((p) => p.id);
  const today = worldTime(state, now);
  for (const m of state.markets) {
    const future = m.config.instrument.future;
    if (isTrading(m) && (maturityOf(state, m) ?? today + 1n) <= today) {
      const signer = future.dataSourceSpecForTradingTermination.external?.oracle.signers[0];
      const key = signer?.pubKey?.key;
      if (key) {
        const data = { [future.dataSourceSpecBinding.tradingTerminationProperty]: 'true' };
        out.push(
          tx(key, 'oracleDataSubmission', { source: 'ORACLE_SOURCE_JSON', payload: encode(data) }),
        );
      }
    } else if (m.state === 'STATE_TRADING_TERMINATED') {
      const signer = settlementSigner(m);
      if (signer?.pubKey?.key) out.push(jsonReport(signer.pubKey.key, [m]));
      else if (signer?.ethAddress && oracles.length)
        out.push(openOracleReport(rng.pick(oracles), [m], now, rng));
    }
  }
  return out;
}

/**
 * Oracle parties report the settlement prices of the running markets whose data sources name
 * them (JSON signed by their key; Ethereum-signed feeds as Open Oracle messages relayed by an
 * oracle party) about every 10 blocks, and the termination and settlement data of the futures
 * that expire.
 */
export function oracleTxs(state: NetworkState, now: bigint, rng: Rng): PendingTx[] {
  const expiries = expiryTxs(state, now, rng);
  if (!rng.chance(ROUND_CHANCE)) return expiries;
  const oracles = partiesOf(state, ['oracle']).map((p) => p.id);
  const out: PendingTx[] = expiries;
  const running = state.markets.filter(isRunning);
  for (const party of oracles) {
    const mine = running.filter((m) => settlementSigner(m)?.pubKey?.key === party);
    if (mine.length) out.push(jsonReport(party, mine));
  }
  const ethSigned = running.filter((m) => settlementSigner(m)?.ethAddress);
  if (ethSigned.length && oracles.length)
    out.push(openOracleReport(rng.pick(oracles), ethSigned, now, rng));
  if (oracles.length && rng.chance(STRAY_CHANCE)) {
    // A report on a feed nobody configured: refused (no data source listens).
    out.push(
      tx(rng.pick(oracles), 'oracleDataSubmission', {
        source: 'ORACLE_SOURCE_JSON',
        payload: encode({ 'prices.DOGE.value': '7012' }),
      }),
    );
  }
  return out;
}
