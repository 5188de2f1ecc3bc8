import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AggregatedLedgerEntry } from '#contract/ledger.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { displayAmount } from '../../../lib/format/display-rules.ts';
import { assetAmount, marketCode, type Lookups } from '../lookups.ts';
import type { WithCursor } from '../rows.ts';

export type Entry = WithCursor<AggregatedLedgerEntry>;

interface AccountProps {
  type: string;
  owner: string | undefined;
  marketId: string | undefined;
  partyId: string;
  lookups: Lookups;
}

/** "Margin · BTCUSD · this party": the account type, its market, and whose it is. */
export function Account({ type, owner, marketId, partyId, lookups }: AccountProps) {
  return (
    <span className="ledger-account">
      {enumToWords(type)}
      {marketId && (
        <>
          {' · '}
          <Link to={paths.market.href(marketId)}>
            {marketCode(lookups, marketId) ?? marketId.slice(0, 8)}
          </Link>
        </>
      )}
      {' · '}
      {!owner || owner === 'network' ? (
        <span className="muted">network</span>
      ) : owner === partyId ? (
        <span className="muted">this party</span>
      ) : (
        <IdText value={owner} href={paths.party.href(owner)} />
      )}
    </span>
  );
}

const column = createColumnHelper<Entry>();

/**
 * An entry's figures, shared by the table and the phone's card: the amount with its asset's
 * symbol, and the party's balance after it as a bare figure (the exact value with the symbol
 * on hover).
 */
export function ledgerFigures(lookups: Lookups, partyId: string) {
  const amount = (e: Entry) =>
    e.assetId ? assetAmount(lookups, e.assetId, e.quantity) : e.quantity;
  const balance = (e: Entry) => {
    // The party's own side; when it is on both (margin ↔ general) the receiving account.
    const raw = e.toAccountPartyId === partyId ? e.toAccountBalance : e.fromAccountBalance;
    const asset = e.assetId ? lookups.assets?.get(e.assetId) : undefined;
    if (!asset || !/^-?\d+$/.test(raw))
      return e.assetId ? assetAmount(lookups, e.assetId, raw) : raw;
    const exact = displayAmount(raw, Number(asset.details.decimals), asset.details.symbol).exact;
    return <span title={exact}>{displayAmount(raw, Number(asset.details.decimals)).text}</span>;
  };
  return { amount, balance };
}

export function ledgerColumns(lookups: Lookups, partyId: string) {
  const { amount, balance } = ledgerFigures(lookups, partyId);
  return [
    column.accessor('timestamp', { header: 'Time', cell: (i) => <Timestamp ns={i.getValue()} /> }),
    column.accessor('transferType', {
      header: 'Transfer type',
      // Narrow (pages.css): a long type ("Infrastructure fee distribute") takes a second line
      // rather than width, so the balance column keeps its place at 1280 px and the type is
      // read whole (it ended in "…" before, the rest only on hover).
      meta: { className: 'ledger-type wrap' },
      cell: (i) => enumToWords(i.getValue()),
    }),
    column.display({
      id: 'from',
      header: 'From',
      cell: ({ row: { original: e } }) => (
        <Account
          type={e.fromAccountType}
          owner={e.fromAccountPartyId}
          marketId={e.fromAccountMarketId}
          partyId={partyId}
          lookups={lookups}
        />
      ),
    }),
    column.display({
      id: 'to',
      header: 'To',
      cell: ({ row: { original: e } }) => (
        <Account
          type={e.toAccountType}
          owner={e.toAccountPartyId}
          marketId={e.toAccountMarketId}
          partyId={partyId}
          lookups={lookups}
        />
      ),
    }),
    column.accessor('quantity', {
      header: 'Amount',
      meta: { className: 'num' },
      cell: (i) => amount(i.row.original),
    }),
    column.display({
      id: 'balance',
      header: 'Balance after',
      meta: { className: 'num' },
      // Without the symbol the amount beside it names (the exact value with it on hover): the
      // ledger's six columns then fit a 1280 px window without a sideways scroll.
      cell: ({ row: { original: e } }) => balance(e),
    }),
  ];
}
