import { useParams } from 'react-router';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { DepositDetails } from '../features/network/components/funds-details.tsx';

export default function DepositDetailPage() {
  const { id = '' } = useParams();
  return <DepositDetails id={id} assets={useAssetDirectory()} />;
}
