import type { Node } from '#contract/node.ts';
import {
  countValidators,
  validatorPartsText,
} from '../../../entities/validator/validator-counts.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStakeTokenState } from '../../../entities/asset/stake-token.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryFailure } from '../../../components/ui/status-states.tsx';
import { validatorsQueries } from '../api/validators-queries.ts';
import { byStakeDesc, sumStake } from '../stake.ts';
import { validatorColumns } from './validator-columns.tsx';

const NO_NODES: Node[] = [];

/** The nodes of one epoch (undefined = current), largest stake first. */
export function ValidatorsTable({ epochSeq }: { epochSeq: string | undefined }) {
  const query = useQuery(validatorsQueries.nodes(epochSeq));
  const { token, isPending: tokenPending } = useStakeTokenState();
  const current = useQuery(validatorsQueries.currentEpoch()).data?.seq;
  const nodes = useMemo(() => [...(query.data ?? [])].sort(byStakeDesc), [query.data]);
  const total = useMemo(() => sumStake(nodes.map((n) => n.stakedTotal)), [nodes]);
  const columns = useMemo(() => validatorColumns(token, total), [token, total]);
  // Stakes read in tokens: the rows wait for the token's decimals too, rather than show raw
  // base units that widen every row until it arrives (a token that fails leaves them raw).
  const ready = query.isSuccess && !tokenPending;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        what="Epoch"
        id={epochSeq}
        retry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      <p className="muted" aria-live="polite">
        {query.isSuccess ? validatorsLine(nodes, epochSeq) : <span className="skeleton" />}
      </p>
      <DataTable
        label="Validators"
        columns={columns}
        rows={ready ? nodes : NO_NODES}
        rowId={(n) => n.id}
        isLoading={!ready && !query.isError}
        empty={
          epochSeq && current && BigInt(epochSeq) > BigInt(current)
            ? `Epoch ${epochSeq} has not started: the current epoch is ${current}.`
            : 'No nodes in this epoch.'
        }
      />
    </>
  );
}

/** "23 validators in epoch 12 (13 consensus, 6 standby, 4 pending)." — as home counts them. */
function validatorsLine(nodes: Node[], epochSeq: string | undefined): string {
  const counts = countValidators(nodes);
  return `${counts.total} validators${epochSeq ? ` in epoch ${epochSeq}` : ''} (${validatorPartsText(counts)}).`;
}
