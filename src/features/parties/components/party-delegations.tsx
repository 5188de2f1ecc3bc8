import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { StaticTable } from '../../../components/data-table/static-table.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { stakeAssetIdQuery } from '../../../entities/asset/asset-directory.ts';
import { partyGovernanceQueries } from '../api/party-governance-queries.ts';
import { assetAmount, type Lookups } from '../lookups.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

/** The party's stake delegated to validators in the current epoch. */
export function PartyDelegations({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const epoch = useQuery(partyGovernanceQueries.epoch());
  const stakeAsset = useQuery(stakeAssetIdQuery()).data ?? '';
  if (epoch.isError) return <ErrorState error={epoch.error} retry={() => void epoch.refetch()} />;
  if (epoch.isPending) {
    return <LoadingBlock label="delegations" />;
  }
  const names = new Map(epoch.data.validators.map((n) => [n.id, n.name]));
  const delegations = epoch.data.delegations.filter((d) => d.party === partyId);
  if (delegations.length === 0) {
    return <p className="muted">No stake delegated by this party in epoch {epoch.data.seq}.</p>;
  }
  return (
    <StaticTable
      label="Delegations"
      rows={delegations}
      rowKey={(d) => `${d.nodeId}-${d.epochSeq}`}
      columns={[
        {
          header: 'Validator',
          // Validator names are chain text: rendered as text only.
          cell: (d) => (
            <Link to={paths.validator.href(d.nodeId)}>
              {names.get(d.nodeId) ?? d.nodeId.slice(0, 8)}
            </Link>
          ),
        },
        { header: 'Amount', cell: (d) => assetAmount(lookups, stakeAsset, d.amount) },
        { header: 'Epoch', cell: (d) => d.epochSeq },
      ]}
    />
  );
}
