import { useParams } from 'react-router';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { truncateMiddle } from '../lib/truncate-id.ts';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { DepositDetails } from '../features/network/components/funds-details.tsx';

export default function DepositDetailPage() {
  const { id = '' } = useParams();
  useDocumentTitle(`Deposit ${truncateMiddle(id)}`);
  return <DepositDetails id={id} assets={useAssetDirectory()} />;
}
