import type { Transaction } from '#contract/transaction.ts';
import { Link } from 'react-router';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import { BlockEpoch, BlockTime } from '../../../entities/block/block-time.tsx';
import { summarise } from '../decode/summarise.ts';
import type { Lookups } from '../decode/lookups.ts';
import { ResultBadge } from './result-badge.tsx';

/** A transaction in two lines, for the list on narrow screens. */
export function TransactionCard({ tx, lookups }: { tx: Transaction; lookups: Lookups }) {
  return (
    <div className="row-card">
      <p className="row-card-line">
        <IdText value={tx.hash} href={paths.transaction.href(tx.hash)} />{' '}
        <ResultBadge code={tx.code} error={tx.error} />{' '}
        <span className="muted">
          block <Link to={paths.block.href(tx.block)}>{tx.block}</Link>.{tx.index} ·{' '}
          <BlockTime height={tx.block} /> · epoch <BlockEpoch height={tx.block} />
        </span>
      </p>
      <p className="row-card-line muted">
        {tx.type}: {summarise(tx, lookups)}
      </p>
    </div>
  );
}
