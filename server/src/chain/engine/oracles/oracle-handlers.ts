import type { OracleDataSubmission } from '#contract/commands/oracle-data.ts';
import { failed, invalid } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import { isRunning, isTrading } from '../lifecycle/market-lifecycle.ts';
import type { DataSourceCondition, DataSourceDefinition } from '../genesis/market-config-schema.ts';

/** The properties a payload carries, by source: a JSON object, or an Open Oracle message. */
export function decodePayload(cmd: OracleDataSubmission): Record<string, string> {
  let doc: unknown;
  try {
    doc = JSON.parse(Buffer.from(cmd.payload, 'base64').toString('utf8'));
  } catch {
    throw invalid('oracle_data_submission.payload: is not a valid JSON document');
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw invalid('oracle_data_submission.payload: must be an object');
  const entries = Object.entries(doc as Record<string, unknown>);
  if (cmd.source === 'ORACLE_SOURCE_JSON') {
    if (entries.some(([, v]) => typeof v !== 'string'))
      throw invalid('oracle_data_submission.payload: values must be strings');
    return Object.fromEntries(entries) as Record<string, string>;
  }
  if (cmd.source === 'ORACLE_SOURCE_OPEN_ORACLE') {
    // The signed messages carry (kind, timestamp, key, value); their decoded prices arrive as
    // `prices.<KEY>.value`, like the real network's open-oracle properties.
    const prices = (doc as { prices?: Record<string, unknown> }).prices;
    if (!prices || typeof prices !== 'object')
      throw invalid('oracle_data_submission.payload: not an open oracle message');
    return Object.fromEntries(
      Object.entries(prices).map(([key, value]) => [`prices.${key}.value`, String(value)]),
    );
  }
  throw invalid('oracle_data_submission.source: is required');
}

function meets(value: string, c: DataSourceCondition): boolean {
  const a = Number(value);
  const b = Number(c.value);
  switch (c.operator) {
    case 'OPERATOR_EQUALS':
      return value === c.value;
    case 'OPERATOR_GREATER_THAN':
      return a > b;
    case 'OPERATOR_GREATER_THAN_OR_EQUAL':
      return a >= b;
    case 'OPERATOR_LESS_THAN':
      return a < b;
    case 'OPERATOR_LESS_THAN_OR_EQUAL':
      return a <= b;
    default:
      return false;
  }
}

/**
 * Whether a data source listens to this submission: signed by one of its signers and carrying
 * one of its properties. An Open Oracle message is signed by an Ethereum key, which the
 * simulation does not recover: any Ethereum signer of the source is taken as the signer.
 */
function listens(
  def: DataSourceDefinition,
  ctx: TxContext,
  cmd: OracleDataSubmission,
  data: Record<string, string>,
) {
  const oracle = def.external?.oracle;
  if (!oracle) return false;
  const signed = oracle.signers.some((s) =>
    cmd.source === 'ORACLE_SOURCE_OPEN_ORACLE'
      ? s.ethAddress != null
      : s.pubKey?.key === ctx.submitter,
  );
  return signed && oracle.filters.some((f) => f.key.name in data);
}

/**
 * `oracleDataSubmission`: data for the markets' data sources. Refused when no source listens;
 * a settlement value that meets its filter's conditions becomes the market's latest
 * settlement data; termination data that meets its filter terminates the market's trading.
 */
export function submitOracleData(ctx: TxContext, cmd: OracleDataSubmission): void {
  const data = decodePayload(cmd);
  let listened = false;
  for (const market of ctx.state.markets) {
    // A settled market's data sources are deactivated: they listen to nothing any more.
    if (!isRunning(market)) continue;
    const future = market.config.instrument.future;
    const settlement = future.dataSourceSpecForSettlementData;
    const termination = future.dataSourceSpecForTradingTermination;
    if (listens(termination, ctx, cmd, data)) {
      listened = true;
      const property = future.dataSourceSpecBinding.tradingTerminationProperty;
      const value = data[property];
      const filter = termination.external?.oracle.filters.find((f) => f.key.name === property);
      // Trading terminates at the end of this block (lifecycle/market-lifecycle.ts).
      if (
        value !== undefined &&
        filter?.conditions.every((c) => meets(value, c)) &&
        isTrading(market)
      )
        ctx.state.governance.lifecycle.terminationDue.add(market.id);
    }
    if (!listens(settlement, ctx, cmd, data)) continue;
    listened = true;
    const property = future.dataSourceSpecBinding.settlementDataProperty;
    const value = data[property];
    const filter = settlement.external?.oracle.filters.find((f) => f.key.name === property);
    if (value === undefined || !filter?.conditions.every((c) => meets(value, c))) continue;
    ctx.state.governance.oracles.latestSettlement.set(market.id, { property, value, at: ctx.now });
  }
  if (!listened) throw failed('there are no subscribers to the oracle data');
}
