import { useParams } from 'react-router';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { DepositDetails } from '../features/network/components/funds-details.tsx';
import { DepositHead } from '../features/network/components/funds-head.tsx';

export default function DepositDetailPage() {
  const { id = '' } = useParams();
  const assets = useAssetDirectory();
  return (
    <>
      <DepositHead id={id} assets={assets} />
      <DepositDetails id={id} assets={assets} />
    </>
  );
}
