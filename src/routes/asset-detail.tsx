import { useParams } from 'react-router';
import { AssetDetails } from '../features/assets/components/asset-details.tsx';
import { useAssetDirectory } from '../features/assets/use-asset-directory.ts';
import { DepositsTable, WithdrawalsTable } from '../features/network/components/network-funds.tsx';

export default function AssetDetailPage() {
  const { assetId = '' } = useParams();
  const assets = useAssetDirectory();
  return (
    <AssetDetails assetId={assetId}>
      <section aria-labelledby="asset-deposits">
        <h2 id="asset-deposits">Deposits</h2>
        <DepositsTable assets={assets} assetId={assetId} />
      </section>
      <section aria-labelledby="asset-withdrawals">
        <h2 id="asset-withdrawals">Withdrawals</h2>
        <WithdrawalsTable assets={assets} assetId={assetId} />
      </section>
    </AssetDetails>
  );
}
