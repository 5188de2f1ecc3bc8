import type { OracleDataSubmission } from '#contract/commands/oracle-data.ts';
import type { Connection } from '#contract/connection.ts';
import type { DataSigner, DataSourceSpec } from '#contract/data-source.ts';
import type { Market } from '#contract/market.ts';
import type { OracleData, OracleSpec } from '#contract/oracle.ts';
import type { Transaction } from '#contract/transaction.ts';
import { decodePayload } from '../chain/engine/oracles/oracle-handlers.ts';
import { pageOfRows } from './array-page.ts';
import type { PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';

/** Every data source spec of every market (settlement and termination), one per id. */
async function allSpecs(db: Queryable): Promise<DataSourceSpec[]> {
  const rows = await db.query<{ record: string }>('SELECT record FROM markets ORDER BY id');
  const specs = new Map<string, DataSourceSpec>();
  for (const row of rows) {
    const future = (JSON.parse(row.record) as Market).tradableInstrument.instrument.future;
    if (!future) continue;
    for (const spec of [
      future.dataSourceSpecForSettlementData,
      future.dataSourceSpecForTradingTermination,
    ])
      if (!specs.has(spec.id)) specs.set(spec.id, spec);
  }
  return [...specs.values()];
}

const asOracleSpec = (spec: DataSourceSpec): OracleSpec => ({
  externalDataSourceSpec: { spec },
});

/** The markets' data source specs, newest first by (createdAt, id). */
export async function listOracleSpecs(
  db: Queryable,
  page: PageRequest,
): Promise<Connection<OracleSpec>> {
  const specs = await allSpecs(db);
  const paged = pageOfRows(specs, (s) => [BigInt(s.createdAt), s.id], page);
  return { ...paged, edges: paged.edges.map((e) => ({ ...e, node: asOracleSpec(e.node) })) };
}

export async function getOracleSpec(db: Queryable, id: string): Promise<OracleSpec | undefined> {
  const spec = (await allSpecs(db)).find((s) => s.id === id);
  return spec && asOracleSpec(spec);
}

/**
 * A spec matches a submission as the chain's oracle engine decides (oracle-handlers.ts): one of
 * its signers signed it (any Ethereum signer for an Open Oracle message, whose signature the
 * simulation does not recover) and it carries one of the spec's filter properties.
 */
function matches(
  spec: DataSourceSpec,
  submitter: string,
  cmd: OracleDataSubmission,
  data: Record<string, string>,
): boolean {
  const oracle = spec.data.external?.oracle;
  if (!oracle) return false;
  const signed = oracle.signers.some((s) =>
    cmd.source === 'ORACLE_SOURCE_OPEN_ORACLE' ? s.ethAddress != null : s.pubKey?.key === submitter,
  );
  return signed && oracle.filters.some((f) => f.key.name in data);
}

/** Accepted oracle data submissions, newest first, optionally those matching one spec. */
export async function listOracleData(
  db: Queryable,
  oracleSpecId: string | undefined,
  page: PageRequest,
): Promise<Connection<OracleData>> {
  const [specs, rows] = [
    await allSpecs(db),
    await db.query<{ block_height: string; idx: number; time_ns: string; record: string }>(
      `SELECT t.block_height::text AS block_height, t.idx, b.time_ns::text AS time_ns, t.record
       FROM transactions t JOIN blocks b ON b.height = t.block_height
       WHERE t.type = 'Submit Oracle Data' AND t.code = 0`,
    ),
  ];
  const items = rows.flatMap((row) => {
    const tx = JSON.parse(row.record) as Transaction;
    const cmd = tx.command.oracleDataSubmission!;
    const data = decodePayload(cmd);
    const matched = specs.filter((s) => matches(s, tx.submitter, cmd, data));
    if (oracleSpecId !== undefined && !matched.some((s) => s.id === oracleSpecId)) return [];
    // The signer as the spec knows it: the submitting key, or the spec's Ethereum signer.
    const signers: DataSigner[] =
      cmd.source === 'ORACLE_SOURCE_OPEN_ORACLE'
        ? matched.flatMap((s) => s.data.external?.oracle?.signers ?? []).filter((s) => s.ethAddress)
        : [{ pubKey: { key: tx.submitter } }];
    const node: OracleData = {
      externalData: {
        data: {
          signers: [...new Map(signers.map((s) => [JSON.stringify(s), s])).values()],
          data: Object.entries(data).map(([name, value]) => ({ name, value })),
          matchedSpecIds: matched.map((s) => s.id),
          broadcastAt: row.time_ns,
        },
      },
    };
    return [{ node, key: [BigInt(row.block_height), BigInt(row.idx)] }];
  });
  const paged = pageOfRows(items, (i) => i.key, page);
  return { ...paged, edges: paged.edges.map((e) => ({ cursor: e.cursor, node: e.node.node })) };
}
