import { useParams } from 'react-router';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { truncateMiddle } from '../lib/truncate-id.ts';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { WithdrawalDetails } from '../features/network/components/funds-details.tsx';

export default function WithdrawalDetailPage() {
  const { id = '' } = useParams();
  useDocumentTitle(`Withdrawal ${truncateMiddle(id)}`);
  return <WithdrawalDetails id={id} assets={useAssetDirectory()} />;
}
