import { useParams } from 'react-router';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { WithdrawalDetails } from '../features/network/components/funds-details.tsx';
import { WithdrawalHead } from '../features/network/components/funds-head.tsx';

export default function WithdrawalDetailPage() {
  const { id = '' } = useParams();
  const assets = useAssetDirectory();
  return (
    <>
      <WithdrawalHead id={id} assets={assets} />
      <WithdrawalDetails id={id} assets={assets} />
    </>
  );
}
