import type { Transaction } from '#contract/transaction.ts';
import { Link } from 'react-router';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import { BlockEpoch, BlockTime } from '../../../entities/block/block-time.tsx';
import { summarise } from '../decode/summarise.ts';
import type { Lookups } from '../decode/lookups.ts';
import { ResultBadge } from './result-badge.tsx';

/** Lines of a transaction's card (the list's fixed card height follows it). */
export const TRANSACTION_CARD_LINES = 3;

/**
 * A transaction in three lines, for the list on narrow screens. Each line starts with what must
 * stay whole on a 390 px phone; the one value that may be cut ("…") comes last: the hash and
 * result (a failure in a word, its text on hover); the block and epoch; the block's time (an
 * exact "2026-01-01 00:10:27 UTC" too), then the summary (the type on hover), whole on the
 * transaction's page.
 */
export function TransactionCard({ tx, lookups }: { tx: Transaction; lookups: Lookups }) {
  const summary = summarise(tx, lookups);
  return (
    <div className="row-card">
      <p className="row-card-line">
        <IdText value={tx.hash} href={paths.transaction.href(tx.hash)} />{' '}
        <ResultBadge code={tx.code} error={tx.error} short />
      </p>
      <p className="row-card-line muted">
        {/* "block 628, index 18": "628.18" read as a decimal number. */}
        block <Link to={paths.block.href(tx.block)}>{tx.block}</Link>, index {tx.index} · epoch{' '}
        <BlockEpoch height={tx.block} />
      </p>
      <p className="row-card-line muted">
        {/* The summary says what the type is ("Vote YES on …"): the type goes to the hover
            text rather than cut the summary on a phone ("Vote on Proposal: Vote YES on “Fu…"). */}
        <BlockTime height={tx.block} /> · <span title={`${tx.type}: ${summary}`}>{summary}</span>
      </p>
    </div>
  );
}
