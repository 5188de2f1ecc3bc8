import { PageHead } from '../components/layout/page-head.tsx';
import { LIST_HEADS } from '../lib/page-head/describe-lists.ts';
import { PartiesTable } from '../features/parties/components/parties-table.tsx';

export default function PartiesPage() {
  return (
    <>
      <PageHead {...LIST_HEADS.parties} />
      <h1>Parties</h1>
      <p className="muted">
        A party is a public key. Open one to see its accounts, positions, orders, ledger and more.
      </p>
      <PartiesTable />
    </>
  );
}
