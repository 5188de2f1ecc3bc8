import { useParams } from 'react-router';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { WithdrawalDetails } from '../features/network/components/funds-details.tsx';

export default function WithdrawalDetailPage() {
  const { id = '' } = useParams();
  return <WithdrawalDetails id={id} assets={useAssetDirectory()} />;
}
