import { NamedId } from '../../components/ui/named-id.tsx';
import { paths } from '../../config/paths.ts';
import { useProposalDirectory } from './proposal-directory.ts';

/** A proposal by its title, linked to its page; the id on hover and a copy button. */
export function ProposalTitle({ proposalId }: { proposalId: string }) {
  const { proposals, pending } = useProposalDirectory();
  // A title's room while the proposals load, rather than the id that a title then replaces.
  if (pending) return <span className="skeleton title-skeleton" />;
  // The title is the proposer's text: rendered as text, never as markup.
  const title = proposals.get(proposalId)?.title.trim();
  return (
    <NamedId name={title || undefined} id={proposalId} href={paths.proposal.href(proposalId)} />
  );
}
