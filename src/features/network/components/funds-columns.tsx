import { createColumnHelper } from '@tanstack/react-table';
import type { Asset } from '#contract/asset.ts';
import type { Deposit } from '#contract/deposit.ts';
import type { Transfer } from '#contract/transfer.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatAmount } from '../../../lib/format-decimal.ts';

export type Assets = ReadonlyMap<string, Asset> | undefined;

/** "12.5 USDC" in the asset's decimals; the raw integer, marked, when the asset is unknown. */
export function amountOf(assets: Assets, assetId: string, raw: string): string {
  const asset = assets?.get(assetId);
  if (!asset) return `${raw} (raw)`;
  return `${formatAmount(raw, Number(asset.details.decimals))} ${asset.details.symbol}`;
}

/** A party id linked to its page; the network's own account as a word. */
export function Party({ id }: { id: string }) {
  if (!id || id === 'network' || /^0+$/.test(id)) return <span className="muted">network</span>;
  return <IdText value={id} href={paths.party.href(id)} />;
}

const deposit = createColumnHelper<Deposit>();

export const depositColumns = (assets: Assets) => [
  deposit.accessor('id', {
    header: 'Deposit',
    cell: (i) => <IdText value={i.getValue()} href={paths.deposit.href(i.getValue())} />,
  }),
  deposit.accessor('partyId', { header: 'Party', cell: (i) => <Party id={i.getValue()} /> }),
  deposit.accessor('amount', {
    header: 'Amount',
    cell: (i) => amountOf(assets, i.row.original.asset, i.getValue()),
  }),
  deposit.accessor('status', { header: 'Status', cell: (i) => enumToWords(i.getValue()) }),
  deposit.accessor('createdTimestamp', {
    header: 'Created',
    cell: (i) => <Timestamp ns={i.getValue()} />,
  }),
];

const withdrawal = createColumnHelper<Withdrawal>();

export const withdrawalColumns = (assets: Assets) => [
  withdrawal.accessor('id', {
    header: 'Withdrawal',
    cell: (i) => <IdText value={i.getValue()} href={paths.withdrawal.href(i.getValue())} />,
  }),
  withdrawal.accessor('partyId', { header: 'Party', cell: (i) => <Party id={i.getValue()} /> }),
  withdrawal.accessor('amount', {
    header: 'Amount',
    cell: (i) => amountOf(assets, i.row.original.asset, i.getValue()),
  }),
  withdrawal.accessor('status', { header: 'Status', cell: (i) => enumToWords(i.getValue()) }),
  withdrawal.accessor('createdTimestamp', {
    header: 'Created',
    cell: (i) => <Timestamp ns={i.getValue()} />,
  }),
];

const transfer = createColumnHelper<Transfer>();

export const transferColumns = (assets: Assets) => [
  transfer.accessor('from', { header: 'From', cell: (i) => <Party id={i.getValue()} /> }),
  transfer.accessor('to', { header: 'To', cell: (i) => <Party id={i.getValue()} /> }),
  transfer.accessor((t) => `${enumToWords(t.fromAccountType)} → ${enumToWords(t.toAccountType)}`, {
    id: 'accounts',
    header: 'Accounts',
  }),
  transfer.accessor('amount', {
    header: 'Amount',
    cell: (i) => amountOf(assets, i.row.original.asset, i.getValue()),
  }),
  transfer.accessor((t) => (t.recurring ? 'Recurring' : 'One-off'), { id: 'kind', header: 'Kind' }),
  transfer.accessor('status', {
    header: 'Status',
    cell: (i) => <span title={i.row.original.reason}>{enumToWords(i.getValue())}</span>,
  }),
  transfer.accessor('timestamp', { header: 'Time', cell: (i) => <Timestamp ns={i.getValue()} /> }),
];
