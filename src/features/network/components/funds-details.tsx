import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Asset } from '#contract/asset.ts';
import type { Deposit } from '#contract/deposit.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { NamedId } from '../../../components/ui/named-id.tsx';
import { RawJson } from '../../../components/ui/raw-json.tsx';
import { Shown } from '../../../components/ui/shown.tsx';
import { QueryFailure } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { FundsOwner } from '../../../entities/funds/funds-columns.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { displayAmount, type Displayed } from '../../../lib/format/display-rules.ts';
import { networkQueries } from '../api/network-queries.ts';

export type Assets = ReadonlyMap<string, Asset> | undefined;

/**
 * "12.5 USDC" by the display rules (an 18-decimal amount trimmed, the exact value on hover);
 * the raw integer, marked, when the asset is unknown.
 */
function amountOf(assets: Assets, assetId: string, raw: string): Displayed {
  const asset = assets?.get(assetId);
  if (!asset) return { text: `${raw} (raw)`, exact: `${raw} (raw)` };
  return displayAmount(raw, Number(asset.details.decimals), asset.details.symbol);
}

/** A timestamp, or "not yet" for the zero the API sends before the event. */
const when = (ns: string) =>
  /^0*$/.test(ns) ? <span className="muted">not yet</span> : <Timestamp ns={ns} />;

/** Fields both records have: party, asset, amount, status. */
function CommonFields({ record, assets }: { record: Deposit | Withdrawal; assets: Assets }) {
  const asset = assets?.get(record.asset);
  return (
    <>
      <dt>ID</dt>
      <dd>
        <IdText value={record.id} full />
      </dd>
      <dt>Status</dt>
      <dd>{enumToWords(record.status)}</dd>
      <dt>Party</dt>
      <dd>
        <FundsOwner id={record.partyId} />
      </dd>
      <dt>Asset</dt>
      <dd>
        <NamedId
          name={asset?.details.symbol}
          id={record.asset}
          href={paths.asset.href(record.asset)}
        />
      </dd>
      <dt>Amount</dt>
      <dd>
        <Shown value={amountOf(assets, record.asset, record.amount)} />
      </dd>
    </>
  );
}

function FundsPage(props: { title: string; record: Deposit | Withdrawal; children: ReactNode }) {
  return (
    <article>
      <h1>{props.title}</h1>
      <dl className="fields">{props.children}</dl>
      <RawJson value={props.record} />
    </article>
  );
}

export function DepositDetails({ id, assets }: { id: string; assets: Assets }) {
  const query = useQuery(networkQueries.deposit(id));
  if (query.isPending) return <LoadingBlock label="deposit" />;
  if (query.isError) {
    return (
      <QueryFailure error={query.error} what="Deposit" id={id} retry={() => void query.refetch()} />
    );
  }
  const d = query.data;
  return (
    <FundsPage title="Deposit" record={d}>
      <CommonFields record={d} assets={assets} />
      <dt>Bridge transaction</dt>
      <dd>{d.txHash ? <IdText value={d.txHash} /> : <span className="muted">none</span>}</dd>
      <dt>Created</dt>
      <dd>{when(d.createdTimestamp)}</dd>
      <dt>Credited</dt>
      <dd>{when(d.creditedTimestamp)}</dd>
    </FundsPage>
  );
}

export function WithdrawalDetails({ id, assets }: { id: string; assets: Assets }) {
  const query = useQuery(networkQueries.withdrawal(id));
  if (query.isPending) return <LoadingBlock label="withdrawal" />;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        what="Withdrawal"
        id={id}
        retry={() => void query.refetch()}
      />
    );
  }
  const w = query.data;
  const receiver = w.ext?.erc20?.receiverAddress;
  return (
    <FundsPage title="Withdrawal" record={w}>
      <CommonFields record={w} assets={assets} />
      <dt>Receiver address</dt>
      <dd>{receiver ? <IdText value={receiver} /> : <span className="muted">none</span>}</dd>
      <dt>Reference</dt>
      <dd>{w.ref || <span className="muted">none</span>}</dd>
      <dt>Bridge transaction</dt>
      <dd>{w.txHash ? <IdText value={w.txHash} /> : <span className="muted">not yet</span>}</dd>
      <dt>Created</dt>
      <dd>{when(w.createdTimestamp)}</dd>
      <dt>Withdrawn</dt>
      <dd>{when(w.withdrawnTimestamp)}</dd>
    </FundsPage>
  );
}
