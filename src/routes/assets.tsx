import { PageHead } from '../components/layout/page-head.tsx';
import { LIST_HEADS } from '../lib/page-head/describe-lists.ts';
import { AssetsTable } from '../features/assets/components/assets-table.tsx';

export default function AssetsPage() {
  return (
    <>
      <PageHead {...LIST_HEADS.assets} />
      <h1>Assets</h1>
      <AssetsTable />
    </>
  );
}
