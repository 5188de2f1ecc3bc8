import { useParams } from 'react-router';
import { ProposalPage } from '../features/governance/components/proposal-page.tsx';

export default function ProposalDetailPage() {
  const { proposalId = '' } = useParams();
  return <ProposalPage key={proposalId} proposalId={proposalId} />;
}
