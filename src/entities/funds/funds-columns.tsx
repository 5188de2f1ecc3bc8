import { createColumnHelper } from '@tanstack/react-table';
import type { Deposit } from '#contract/deposit.ts';
import type { Transfer } from '#contract/transfer.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { PHONE_DETAIL } from '../../components/data-table/column-priority.ts';
import { IdText } from '../../components/ui/id-text.tsx';
import { Timestamp } from '../../components/ui/timestamp.tsx';
import { paths } from '../../config/paths.ts';
import { enumToWords } from '../../lib/enum-words.ts';
import { AssetAmount } from '../asset/asset-cells.tsx';

/**
 * The one column set of deposits, withdrawals and transfers: the network's lists, an asset's
 * and a party's. Amounts read the shared asset directory (AssetAmount), so no caller passes
 * lookups. Seen from a party (`partyId`), the party column goes (it is always that party) and
 * transfers say which way they went. On a phone a row keeps what the record is and how much
 * moved (the id, or a transfer's direction and source, and the amount); the rest opens in the
 * row's detail (PHONE_DETAIL), so no key value sits behind a sideways scroll.
 */
export interface FundsView {
  /** The party whose funds these are; unset for the network's and an asset's lists. */
  partyId?: string | undefined;
}

/** A funds record's owner linked to its page; the network's own accounts as a word. */
export function FundsOwner({ id }: { id: string }) {
  // Transfers to and from network accounts name the owner "network" (or leave it empty).
  if (!id || id === 'network' || /^0+$/.test(id)) return <span className="muted">network</span>;
  return <IdText value={id} href={paths.party.href(id)} />;
}

const FIGURE = { className: 'num' };

const deposit = createColumnHelper<Deposit>();

export function depositColumns({ partyId }: FundsView = {}) {
  return [
    deposit.accessor('id', {
      header: 'Deposit',
      cell: (i) => <IdText value={i.getValue()} href={paths.deposit.href(i.getValue())} />,
    }),
    ...(partyId === undefined
      ? [
          deposit.accessor('partyId', {
            header: 'Party',
            meta: PHONE_DETAIL,
            cell: (i) => <FundsOwner id={i.getValue()} />,
          }),
        ]
      : []),
    deposit.accessor('amount', {
      header: 'Amount',
      meta: FIGURE,
      cell: (i) => <AssetAmount assetId={i.row.original.asset} raw={i.getValue()} />,
    }),
    deposit.accessor('status', {
      header: 'Status',
      meta: PHONE_DETAIL,
      cell: (i) => enumToWords(i.getValue()),
    }),
    deposit.accessor('createdTimestamp', {
      header: 'Created',
      meta: PHONE_DETAIL,
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    deposit.accessor('creditedTimestamp', {
      header: 'Credited',
      meta: PHONE_DETAIL,
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    deposit.accessor('txHash', {
      header: 'Bridge transaction',
      meta: PHONE_DETAIL,
      cell: (i) => <IdText value={i.getValue()} />,
    }),
  ];
}

const withdrawal = createColumnHelper<Withdrawal>();

export function withdrawalColumns({ partyId }: FundsView = {}) {
  return [
    withdrawal.accessor('id', {
      header: 'Withdrawal',
      cell: (i) => <IdText value={i.getValue()} href={paths.withdrawal.href(i.getValue())} />,
    }),
    ...(partyId === undefined
      ? [
          withdrawal.accessor('partyId', {
            header: 'Party',
            meta: PHONE_DETAIL,
            cell: (i) => <FundsOwner id={i.getValue()} />,
          }),
        ]
      : []),
    withdrawal.accessor('amount', {
      header: 'Amount',
      meta: FIGURE,
      cell: (i) => <AssetAmount assetId={i.row.original.asset} raw={i.getValue()} />,
    }),
    withdrawal.accessor('status', {
      header: 'Status',
      meta: PHONE_DETAIL,
      cell: (i) => enumToWords(i.getValue()),
    }),
    withdrawal.accessor('createdTimestamp', {
      header: 'Created',
      meta: PHONE_DETAIL,
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    withdrawal.accessor('withdrawnTimestamp', {
      header: 'Withdrawn',
      meta: PHONE_DETAIL,
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
    withdrawal.accessor((w) => w.ext?.erc20?.receiverAddress ?? '', {
      id: 'receiver',
      header: 'Receiver',
      meta: PHONE_DETAIL,
      cell: (i) => (i.getValue() ? <IdText value={i.getValue()} /> : '—'),
    }),
  ];
}

const transfer = createColumnHelper<Transfer>();

/**
 * An end of a transfer: its owner and, muted, the account type. The column wraps between the
 * two (each kept whole), so on a phone the source and the amount share the row.
 */
const end = (owner: string, accountType: Transfer['fromAccountType']) => (
  <>
    <span className="whole">
      <FundsOwner id={owner} />
    </span>{' '}
    <span className="muted whole transfer-end-type">{enumToWords(accountType)}</span>
  </>
);
/** A transfer's end column: wraps (end), and the destination opens in the detail on a phone. */
const END = { className: 'wrap' };

export function transferColumns({ partyId }: FundsView = {}) {
  return [
    ...(partyId === undefined
      ? []
      : [
          transfer.accessor(
            (t) => (t.from === partyId ? (t.to === partyId ? 'Self' : 'Out') : 'In'),
            { id: 'direction', header: 'Direction' },
          ),
        ]),
    transfer.accessor('from', {
      header: 'From',
      meta: END,
      cell: (i) => end(i.getValue(), i.row.original.fromAccountType),
    }),
    transfer.accessor('to', {
      header: 'To',
      meta: { ...END, ...PHONE_DETAIL },
      cell: (i) => end(i.getValue(), i.row.original.toAccountType),
    }),
    transfer.accessor('amount', {
      header: 'Amount',
      meta: FIGURE,
      cell: (i) => <AssetAmount assetId={i.row.original.asset} raw={i.getValue()} />,
    }),
    transfer.accessor((t) => (t.recurring ? 'Recurring' : 'One-off'), {
      id: 'kind',
      header: 'Kind',
      meta: PHONE_DETAIL,
    }),
    transfer.accessor('status', {
      header: 'Status',
      meta: PHONE_DETAIL,
      cell: (i) => <span title={i.row.original.reason}>{enumToWords(i.getValue())}</span>,
    }),
    transfer.accessor('reference', {
      header: 'Reference',
      meta: PHONE_DETAIL,
      cell: (i) => i.getValue() || '—',
    }),
    transfer.accessor('timestamp', {
      header: 'Time',
      meta: PHONE_DETAIL,
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
  ];
}
