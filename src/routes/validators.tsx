import { useSearchParams } from 'react-router';
import { PageHead } from '../components/layout/page-head.tsx';
import { validatorsHead } from '../lib/page-head/validators-head.ts';
import { EpochSelect } from '../features/validators/components/epoch-select.tsx';
import { ValidatorsTable } from '../features/validators/components/validators-table.tsx';
import { epochParam } from '../features/validators/epoch-choice.ts';
import { useClampedEpoch } from '../features/validators/use-clamped-epoch.ts';

export default function ValidatorsPage() {
  const [search, setSearch] = useSearchParams();
  const { epoch, beyond } = useClampedEpoch(epochParam(search.get('epoch')));
  const choose = (next: string | undefined) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next) params.set('epoch', next);
        else params.delete('epoch');
        return params;
      },
      { preventScrollReset: true },
    );
  return (
    <>
      <PageHead {...validatorsHead(epoch)} />
      <div className="page-heading">
        <h1>Validators</h1>
        <EpochSelect value={epoch} onChange={choose} />
      </div>
      {beyond && (
        <p role="status" className="muted">
          Epoch {beyond.requested} does not exist yet: the current epoch is {beyond.current}, shown
          below.
        </p>
      )}
      <ValidatorsTable epochSeq={epoch} />
    </>
  );
}
