import type { Delegation } from '../../../../server/src/contract/node.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import type { StakeToken } from '../api/validators-queries.ts';
import { formatStake } from '../stake.ts';

export function ValidatorDelegations({
  delegations,
  token,
}: {
  delegations: Delegation[];
  token: StakeToken | undefined;
}) {
  if (delegations.length === 0) return <p className="muted">Nobody delegates to this node.</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label="Delegations">
        <thead>
          <tr>
            <th scope="col">Party</th>
            <th scope="col">Amount</th>
            <th scope="col">Epoch</th>
          </tr>
        </thead>
        <tbody>
          {delegations.map((d) => (
            <tr key={`${d.party}-${d.epochSeq}`}>
              <td>
                <IdText value={d.party} href={paths.party.href(d.party)} />
              </td>
              <td>{formatStake(d.amount, token)}</td>
              <td>{d.epochSeq}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
