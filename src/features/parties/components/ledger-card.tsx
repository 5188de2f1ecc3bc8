import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Lookups } from '../lookups.ts';
import { Account, ledgerFigures, type Entry } from './ledger-columns.tsx';

/** Lines of a ledger entry's card (the list's fixed card height follows it). */
export const LEDGER_CARD_LINES = 4;

/**
 * A ledger entry in four lines, for a phone, where the table's six columns would scroll the
 * amount out of view: what moved and how much; from; to; when, and the party's balance after.
 * Each line starts with what must stay whole.
 */
export function LedgerCard({
  entry,
  lookups,
  partyId,
}: {
  entry: Entry;
  lookups: Lookups;
  partyId: string;
}) {
  const { amount, balance } = ledgerFigures(lookups, partyId);
  const account = (side: 'from' | 'to') => (
    <Account
      type={side === 'from' ? entry.fromAccountType : entry.toAccountType}
      owner={side === 'from' ? entry.fromAccountPartyId : entry.toAccountPartyId}
      marketId={side === 'from' ? entry.fromAccountMarketId : entry.toAccountMarketId}
      partyId={partyId}
      lookups={lookups}
    />
  );
  return (
    <div className="row-card">
      <p className="row-card-line">
        <span className="num">{amount(entry)}</span> · {enumToWords(entry.transferType)}
      </p>
      <p className="row-card-line">
        <span className="muted">From</span> {account('from')}
      </p>
      <p className="row-card-line">
        <span className="muted">To</span> {account('to')}
      </p>
      <p className="row-card-line muted">
        <Timestamp ns={entry.timestamp} /> · balance after {balance(entry)}
      </p>
    </div>
  );
}
