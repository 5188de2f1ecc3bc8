import { useParams } from 'react-router';
import { BlockDetails } from '../features/blocks/components/block-details.tsx';
import { BlockHead } from '../features/blocks/components/block-head.tsx';
import { BlockTransactions } from '../features/transactions/components/block-transactions.tsx';

export default function BlockDetailPage() {
  const { height = '' } = useParams();
  return (
    <>
      <BlockHead height={height} />
      <BlockDetails
        key={height}
        height={height}
        transactions={(h, count) => <BlockTransactions height={h} count={count} />}
      />
    </>
  );
}
