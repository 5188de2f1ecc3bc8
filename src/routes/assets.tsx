import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { AssetsTable } from '../features/assets/components/assets-table.tsx';

export default function AssetsPage() {
  useDocumentTitle('Assets');
  return (
    <>
      <h1>Assets</h1>
      <AssetsTable />
    </>
  );
}
