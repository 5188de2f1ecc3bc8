import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { PartiesTable } from '../features/parties/components/parties-table.tsx';

export default function PartiesPage() {
  useDocumentTitle('Parties');
  return (
    <>
      <h1>Parties</h1>
      <p className="muted">
        A party is a public key. Open one to see its accounts, positions, orders, ledger and more.
      </p>
      <PartiesTable />
    </>
  );
}
