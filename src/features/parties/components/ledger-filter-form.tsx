import { useSearchParams } from 'react-router';
import { TransferType } from '#contract/enums.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { LEDGER_FILTER_KEYS, type LedgerFilter } from '../ledger-filters.ts';
import type { Lookups } from '../lookups.ts';

const TRANSFER_TYPES = TransferType.names.filter((n) => n !== 'TRANSFER_TYPE_UNSPECIFIED');

/** The ledger filters; every change is written to the URL (the only place they live). */
export function LedgerFilterForm({ filter, lookups }: { filter: LedgerFilter; lookups: Lookups }) {
  const [, setSearch] = useSearchParams();
  const set = (key: (typeof LEDGER_FILTER_KEYS)[number], value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const clear = () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of LEDGER_FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const assets = [...(lookups.assets?.values() ?? [])];

  return (
    <form className="filter-bar" aria-label="Ledger filters" onSubmit={(e) => e.preventDefault()}>
      <label>
        Direction
        <select
          value={filter.direction}
          onChange={(e) => set('direction', e.target.value === 'any' ? '' : e.target.value)}
        >
          <option value="any">In and out</option>
          <option value="in">Incoming</option>
          <option value="out">Outgoing</option>
        </select>
      </label>
      <label>
        Transfer type
        <select value={filter.transferType ?? ''} onChange={(e) => set('type', e.target.value)}>
          <option value="">All types</option>
          {TRANSFER_TYPES.map((t) => (
            <option key={t} value={t}>
              {enumToWords(t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Asset
        <select value={filter.assetId ?? ''} onChange={(e) => set('asset', e.target.value)}>
          <option value="">All assets</option>
          {assets.map((a) => (
            <option key={a.id} value={a.id}>
              {a.details.symbol}
            </option>
          ))}
        </select>
      </label>
      <label>
        From day
        <input
          type="date"
          value={filter.fromDate ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
      </label>
      <label>
        To day
        <input
          type="date"
          value={filter.toDate ?? ''}
          onChange={(e) => set('to', e.target.value)}
        />
      </label>
      <button type="button" onClick={clear}>
        Clear filters
      </button>
    </form>
  );
}
