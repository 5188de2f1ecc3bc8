import { useParams } from 'react-router';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { BlockDetails } from '../features/blocks/components/block-details.tsx';
import { BlockTransactions } from '../features/transactions/components/block-transactions.tsx';

/** "Block 1,487": the height as typed when it is not a plain number (the page says why). */
function blockTitle(height: string): string {
  return /^\d{1,16}$/.test(height) ? `Block ${Number(height).toLocaleString('en-US')}` : 'Block';
}

export default function BlockDetailPage() {
  const { height = '' } = useParams();
  useDocumentTitle(blockTitle(height));
  return (
    <BlockDetails
      key={height}
      height={height}
      transactions={(h, count) => <BlockTransactions height={h} count={count} />}
    />
  );
}
