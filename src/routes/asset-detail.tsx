import { useParams } from 'react-router';
import { AssetDetails } from '../features/assets/components/asset-details.tsx';
import { DepositsTable, WithdrawalsTable } from '../features/network/components/network-funds.tsx';

export default function AssetDetailPage() {
  const { assetId = '' } = useParams();
  return (
    <AssetDetails assetId={assetId}>
      <section aria-labelledby="asset-deposits">
        <h2 id="asset-deposits">Deposits</h2>
        <DepositsTable assetId={assetId} />
      </section>
      <section aria-labelledby="asset-withdrawals">
        <h2 id="asset-withdrawals">Withdrawals</h2>
        <WithdrawalsTable assetId={assetId} />
      </section>
    </AssetDetails>
  );
}
