import { PartiesTable } from '../features/parties/components/parties-table.tsx';

export default function PartiesPage() {
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
