import type { Delegation } from '#contract/node.ts';
import { tokenAmount, type StakeToken } from '../../../entities/asset/stake-token.ts';
import { Shown } from '../../../components/ui/shown.tsx';
import { StaticTable } from '../../../components/data-table/static-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';

export function ValidatorDelegations({
  delegations,
  token,
}: {
  delegations: Delegation[];
  token: StakeToken | undefined;
}) {
  if (delegations.length === 0) return <p className="muted">Nobody delegates to this node.</p>;
  return (
    <StaticTable
      label="Delegations"
      rows={delegations}
      rowKey={(d) => `${d.party}-${d.epochSeq}`}
      columns={[
        {
          header: 'Party',
          cell: (d) => <IdText value={d.party} href={paths.party.href(d.party)} />,
        },
        { header: 'Amount', cell: (d) => <Shown value={tokenAmount(d.amount, token)} /> },
        { header: 'Epoch', cell: (d) => d.epochSeq },
      ]}
    />
  );
}
