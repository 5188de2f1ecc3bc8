import { useQuery } from '@tanstack/react-query';
import type { Deposit } from '#contract/deposit.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { fundsHead } from '../../../lib/page-head/funds-head.ts';
import { networkQueries } from '../api/network-queries.ts';
import type { Assets } from './funds-details.tsx';

interface Props {
  id: string;
  assets: Assets;
}

/** A deposit page's head, from the deposit the page reads (the same query, asked once). */
export function DepositHead({ id, assets }: Props) {
  const record = useQuery(networkQueries.deposit(id)).data;
  return <FundsHead kind="Deposit" id={id} record={record} assets={assets} />;
}

/** A withdrawal page's head, from the withdrawal the page reads (the same query). */
export function WithdrawalHead({ id, assets }: Props) {
  const record = useQuery(networkQueries.withdrawal(id)).data;
  return <FundsHead kind="Withdrawal" id={id} record={record} assets={assets} />;
}

function FundsHead(
  props: Props & { kind: 'Deposit' | 'Withdrawal'; record: Deposit | Withdrawal | undefined },
) {
  const { kind, id, record, assets } = props;
  const asset = record && assets?.get(record.asset);
  return (
    <PageHead
      {...fundsHead(
        kind,
        id,
        record && {
          amount: record.amount,
          asset: asset && {
            symbol: asset.details.symbol,
            decimals: Number(asset.details.decimals),
          },
          status: record.status,
          partyId: record.partyId,
          createdNs: record.createdTimestamp,
        },
      )}
    />
  );
}
