import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { GovernanceData } from '#contract/governance.ts';
import { Countdown, secondsToNs } from '../../../components/ui/countdown.tsx';
import { PHONE_DETAIL } from '../../../components/data-table/column-priority.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { Enactment } from '../enactment.tsx';
import { proposalKindLabel } from '../proposal-kind.ts';

const column = createColumnHelper<GovernanceData>();

// On a phone (PHONE_DETAIL) a row keeps the proposal's title (wrapping, never cut to "…") and
// its state; the type, schedule and submission time open in its detail.
export const proposalColumns = [
  column.accessor((g) => g.proposal.rationale.title, {
    id: 'title',
    header: 'Proposal',
    // Wraps (never "…"): the title is what a reader scans the list for, at any width.
    meta: { className: 'proposal-title wrap' },
    // Titles are chain text: plain text inside the link.
    cell: (i) => (
      <Link to={paths.proposal.href(i.row.original.proposal.id)}>
        {i.getValue() || 'Untitled proposal'}
      </Link>
    ),
  }),
  column.accessor((g) => proposalKindLabel(g.proposal.terms), {
    id: 'type',
    header: 'Type',
    meta: PHONE_DETAIL,
  }),
  column.accessor((g) => g.proposal.state, {
    id: 'state',
    header: 'State',
    cell: (i) => (
      <span className={`state-badge state-${i.getValue().toLowerCase()}`}>
        {enumToWords(i.getValue())}
      </span>
    ),
  }),
  column.accessor((g) => g.proposal.terms.closingTimestamp, {
    id: 'closes',
    header: 'Voting closes',
    meta: PHONE_DETAIL,
    cell: (i) => <Countdown ns={secondsToNs(i.getValue())} passed="closed" />,
  }),
  column.accessor((g) => g.proposal.terms.enactmentTimestamp, {
    id: 'enacts',
    header: 'Enactment',
    meta: PHONE_DETAIL,
    cell: (i) => <Enactment proposal={i.row.original.proposal} />,
  }),
  column.accessor((g) => g.proposal.partyId, {
    id: 'proposer',
    header: 'Proposer',
    // Gives way first on a laptop (column-priority.ts): it opens in the row's detail.
    meta: { priority: 'low' },
    cell: (i) => <IdText value={i.getValue()} href={paths.party.href(i.getValue())} />,
  }),
  column.accessor((g) => g.proposal.timestamp, {
    id: 'submitted',
    header: 'Submitted',
    meta: PHONE_DETAIL,
    cell: (i) => <Timestamp ns={i.getValue()} />,
  }),
];
