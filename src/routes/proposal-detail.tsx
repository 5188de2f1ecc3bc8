import { useParams, useSearchParams } from 'react-router';
import { ProposalPage } from '../features/governance/components/proposal-page.tsx';
import { proposalTabOf } from '../features/governance/proposal-tabs.ts';

export default function ProposalDetailPage() {
  const { proposalId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <ProposalPage key={proposalId} proposalId={proposalId} tab={proposalTabOf(search.get('tab'))} />
  );
}
