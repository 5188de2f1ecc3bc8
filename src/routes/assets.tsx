import { AssetsTable } from '../features/assets/components/assets-table.tsx';

export default function AssetsPage() {
  return (
    <>
      <h1>Assets</h1>
      <AssetsTable />
    </>
  );
}
