import { PageHead } from '../components/layout/page-head.tsx';
import { AssetsTable } from '../features/assets/components/assets-table.tsx';

export default function AssetsPage() {
  return (
    <>
      <PageHead
        title="Assets"
        description="Every asset of the trading network: symbol, decimals, quantum and status."
      />
      <h1>Assets</h1>
      <AssetsTable />
    </>
  );
}
