import { createColumnHelper } from '@tanstack/react-table';
import type { Deposit } from '#contract/deposit.ts';
import type { Transfer } from '#contract/transfer.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { assetAmount, type Lookups } from '../lookups.ts';

const deposit = createColumnHelper<Deposit>();

export function depositColumns(lookups: Lookups) {
  return [
    deposit.accessor('id', {
      header: 'Deposit',
      cell: (i) => <IdText value={i.getValue()} href={paths.deposit.href(i.getValue())} />,
    }),
    deposit.accessor('amount', {
      header: 'Amount',
      cell: (i) => assetAmount(lookups, i.row.original.asset, i.getValue()),
    }),
    deposit.accessor('status', { header: 'Status', cell: (i) => enumToWords(i.getValue()) }),
    deposit.accessor('createdTimestamp', {
      header: 'Created',
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    deposit.accessor('creditedTimestamp', {
      header: 'Credited',
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    deposit.accessor('txHash', {
      header: 'Bridge transaction',
      cell: (i) => <IdText value={i.getValue()} />,
    }),
  ];
}

const withdrawal = createColumnHelper<Withdrawal>();

export function withdrawalColumns(lookups: Lookups) {
  return [
    withdrawal.accessor('id', {
      header: 'Withdrawal',
      cell: (i) => <IdText value={i.getValue()} href={paths.withdrawal.href(i.getValue())} />,
    }),
    withdrawal.accessor('amount', {
      header: 'Amount',
      cell: (i) => assetAmount(lookups, i.row.original.asset, i.getValue()),
    }),
    withdrawal.accessor('status', { header: 'Status', cell: (i) => enumToWords(i.getValue()) }),
    withdrawal.accessor('createdTimestamp', {
      header: 'Created',
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    withdrawal.accessor('withdrawnTimestamp', {
      header: 'Withdrawn',
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    withdrawal.accessor((w) => w.ext?.erc20?.receiverAddress ?? '', {
      id: 'receiver',
      header: 'Receiver',
      cell: (i) => (i.getValue() ? <IdText value={i.getValue()} /> : '—'),
    }),
  ];
}

const transfer = createColumnHelper<Transfer>();

function Owner({ id }: { id: string }) {
  // Transfers to and from network accounts name the owner "network" (or leave it empty).
  if (!id || id === 'network' || /^0+$/.test(id)) return <span className="muted">network</span>;
  return <IdText value={id} href={paths.party.href(id)} />;
}

/** Transfers as seen by `partyId`: "In" or "Out", and the other side. */
export function transferColumns(lookups: Lookups, partyId: string) {
  return [
    transfer.accessor((t) => (t.from === partyId ? (t.to === partyId ? 'Self' : 'Out') : 'In'), {
      id: 'direction',
      header: 'Direction',
    }),
    transfer.accessor('from', {
      header: 'From',
      cell: (i) => (
        <>
          <Owner id={i.getValue()} />{' '}
          <span className="muted">{enumToWords(i.row.original.fromAccountType)}</span>
        </>
      ),
    }),
    transfer.accessor('to', {
      header: 'To',
      cell: (i) => (
        <>
          <Owner id={i.getValue()} />{' '}
          <span className="muted">{enumToWords(i.row.original.toAccountType)}</span>
        </>
      ),
    }),
    transfer.accessor('amount', {
      header: 'Amount',
      cell: (i) => assetAmount(lookups, i.row.original.asset, i.getValue()),
    }),
    transfer.accessor((t) => (t.recurring ? 'Recurring' : 'One-off'), {
      id: 'kind',
      header: 'Kind',
    }),
    transfer.accessor('status', {
      header: 'Status',
      cell: (i) => <span title={i.row.original.reason}>{enumToWords(i.getValue())}</span>,
    }),
    transfer.accessor('reference', { header: 'Reference', cell: (i) => i.getValue() || '—' }),
    transfer.accessor('timestamp', {
      header: 'Time',
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
  ];
}
