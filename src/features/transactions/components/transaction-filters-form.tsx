import { useId, useState, type FormEvent } from 'react';
import {
  isBlockHeight,
  isPartyId,
  isTransactionType,
  TRANSACTION_TYPE_NAMES,
  type TransactionFilters,
} from '../transaction-filters.ts';

interface TransactionFiltersFormProps {
  filters: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}

/** Type applies at once; submitter and block on Enter or "Apply". The URL holds the state. */
export function TransactionFiltersForm({ filters, onChange }: TransactionFiltersFormProps) {
  const id = useId();
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const submitter = String(data.get('submitter') ?? '')
      .trim()
      .toLowerCase();
    const block = String(data.get('block') ?? '').trim();
    if (submitter && !isPartyId(submitter)) return setError('A submitter is a 64-hex public key.');
    if (block && !isBlockHeight(block)) return setError('A block height is a whole number.');
    setError('');
    onChange({
      ...filters,
      ...{ submitter: submitter || undefined, block: block ? BigInt(block).toString() : undefined },
    });
  };
  const textKey = `${filters.submitter ?? ''}|${filters.block ?? ''}`;
  return (
    <form className="list-filters" aria-label="Transaction filters" onSubmit={submit}>
      <label className="list-filter" htmlFor={`${id}-type`}>
        Type
        <select
          id={`${id}-type`}
          value={filters.type ?? ''}
          onChange={(e) => {
            const type = e.target.value;
            onChange({ ...filters, type: isTransactionType(type) ? type : undefined });
          }}
        >
          <option value="">All types</option>
          {TRANSACTION_TYPE_NAMES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className="list-filter list-filter-wide" htmlFor={`${id}-submitter`}>
        Submitter
        <input
          key={`s-${textKey}`}
          id={`${id}-submitter`}
          name="submitter"
          defaultValue={filters.submitter ?? ''}
          placeholder="64-hex public key"
          spellCheck={false}
          autoComplete="off"
        />
      </label>
      <label className="list-filter" htmlFor={`${id}-block`}>
        Block
        <input
          key={`b-${textKey}`}
          id={`${id}-block`}
          name="block"
          inputMode="numeric"
          defaultValue={filters.block ?? ''}
          autoComplete="off"
        />
      </label>
      <button type="submit">Apply</button>
      {(filters.type || filters.submitter || filters.block) && (
        <button type="button" className="link-button" onClick={() => onChange({})}>
          Clear filters
        </button>
      )}
      {error && (
        <p className="field-error list-filter-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
