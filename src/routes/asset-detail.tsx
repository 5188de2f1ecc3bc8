import { useParams } from 'react-router';
import { AssetDetails } from '../features/assets/components/asset-details.tsx';

export default function AssetDetailPage() {
  const { assetId = '' } = useParams();
  return <AssetDetails assetId={assetId} />;
}
