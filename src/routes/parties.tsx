import { PageHead } from '../components/layout/page-head.tsx';
import { PartiesTable } from '../features/parties/components/parties-table.tsx';

export default function PartiesPage() {
  return (
    <>
      <PageHead
        title="Parties"
        description="Parties of the trading network: their accounts, positions, orders, trades and ledger."
      />
      <h1>Parties</h1>
      <p className="muted">
        A party is a public key. Open one to see its accounts, positions, orders, ledger and more.
      </p>
      <PartiesTable />
    </>
  );
}
