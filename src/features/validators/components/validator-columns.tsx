import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import type { Node } from '#contract/node.ts';
import { tokenAmount, type StakeToken } from '../../../entities/asset/stake-token.ts';
import { Shown } from '../../../components/ui/shown.tsx';
import { paths } from '../../../config/paths.ts';
import { validatorStatusLabel } from '../../../entities/validator/validator-counts.ts';
import { displayScore } from '../../../lib/format/display-rules.ts';
import { percentOf } from '../epoch-choice.ts';
import { PHONE_DETAIL } from '../../../components/data-table/column-priority.ts';

const column = createColumnHelper<Node>();
/** Scores and epochs give way first on a laptop: they open in the row's detail. */
const LOW = { priority: 'low', className: 'num' };
/** Amounts, shares and scores: right-aligned like every numeric column. */
const NUMERIC = { className: 'num' };
/** On a phone a row keeps the name and total stake; these open in its detail. */
const PHONE_NUMERIC = { ...PHONE_DETAIL, className: 'num' };

/** Columns of the validators list; `totalStake` is the sum over the listed nodes. */
export function validatorColumns(token: StakeToken | undefined, totalStake: string) {
  const stake = (raw: string) => <Shown value={tokenAmount(raw, token)} />;
  const score = (value: string | number) => <Shown value={displayScore(value)} />;
  return [
    column.accessor('name', {
      header: 'Validator',
      // A long name wraps rather than pushing the stake out of a phone's row.
      meta: { className: 'wrap' },
      // Names are chain text, possibly hostile: React renders them as text, never markup.
      cell: (i) => (
        <Link to={paths.validator.href(i.row.original.id)}>
          <ChainText text={i.getValue() || 'Unnamed'} />
        </Link>
      ),
    }),
    column.accessor((n) => n.rankingScore.status, {
      id: 'status',
      header: 'Status',
      meta: PHONE_DETAIL,
      // The part of the counts above the table ("13 consensus, 6 standby, 2 pending").
      cell: (i) => validatorStatusLabel(i.getValue()),
    }),
    column.accessor('stakedTotal', {
      header: 'Total stake',
      meta: NUMERIC,
      cell: (i) => stake(i.getValue()),
    }),
    column.accessor('stakedTotal', {
      id: 'share',
      header: 'Share',
      meta: PHONE_NUMERIC,
      cell: (i) => percentOf(i.getValue(), totalStake),
    }),
    column.accessor('stakedByOperator', {
      header: 'Own stake',
      meta: PHONE_NUMERIC,
      cell: (i) => stake(i.getValue()),
    }),
    column.accessor('stakedByDelegates', {
      header: 'Delegated',
      meta: PHONE_NUMERIC,
      cell: (i) => stake(i.getValue()),
    }),
    column.accessor('pendingStake', {
      header: 'Pending',
      meta: LOW,
      cell: (i) => stake(i.getValue()),
    }),
    column.accessor((n) => n.rankingScore.rankingScore, {
      id: 'ranking',
      header: 'Ranking score',
      meta: PHONE_NUMERIC,
      cell: (i) => score(i.getValue()),
    }),
    column.accessor((n) => n.rankingScore.performanceScore, {
      id: 'performance',
      header: 'Performance',
      meta: LOW,
      cell: (i) => score(i.getValue()),
    }),
    column.accessor((n) => n.rankingScore.votingPower, {
      id: 'power',
      header: 'Voting power',
      meta: LOW,
      cell: (i) => score(i.getValue()),
    }),
    column.accessor((n) => `${n.epochData.online} / ${n.epochData.total}`, {
      id: 'online',
      header: 'Epochs online',
      meta: LOW,
    }),
  ];
}
