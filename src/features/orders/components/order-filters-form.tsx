import { useId, useState, type FormEvent } from 'react';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { useTimeZone } from '../../../components/ui/time-zone.tsx';
import { dateTimeInputFromNs, nsFromDateTimeInput } from '../../../lib/datetime-input.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { OrderMarket } from '../../../entities/order/order-format.ts';
import {
  EMPTY_ORDER_FILTERS,
  isFiltered,
  STATUS_CHOICES,
  TIME_IN_FORCE_CHOICES,
  TYPE_CHOICES,
  type OrderFilters,
} from '../order-filters.ts';

const options = (names: readonly string[]) =>
  names.map((value) => ({ value, label: enumToWords(value) }));
const STATUS_OPTIONS = options(STATUS_CHOICES);
const TYPE_OPTIONS = options(TYPE_CHOICES);
const TIF_OPTIONS = options(TIME_IN_FORCE_CHOICES);
const PARTY_RE = /^[0-9a-f]{64}$/i;

interface OrderFiltersFormProps {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
  markets: readonly OrderMarket[];
}

/**
 * The filters of spec §4.2. Choices apply at once; the party and reference texts apply on
 * Enter or "Apply". The URL holds the state: the text boxes are re-seeded from it (by key).
 */
export function OrderFiltersForm({ filters, onChange, markets }: OrderFiltersFormProps) {
  const id = useId();
  const zone = useTimeZone();
  const [partyError, setPartyError] = useState('');
  const set = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const party = String(data.get('party') ?? '').trim();
    if (party && !PARTY_RE.test(party)) {
      setPartyError('A party id is 64 hexadecimal characters.');
      return;
    }
    setPartyError('');
    set({
      partyIds: party ? [party.toLowerCase()] : [],
      reference: String(data.get('reference') ?? '').trim(),
    });
  };
  const textKey = `${filters.partyIds.join(',')}|${filters.reference}`;
  return (
    <form className="list-filters" aria-label="Order filters" onSubmit={submit}>
      <MultiSelect
        label="Statuses"
        options={STATUS_OPTIONS}
        selected={filters.statuses}
        onChange={(statuses) => set({ statuses })}
      />
      <MultiSelect
        label="Types"
        options={TYPE_OPTIONS}
        selected={filters.types}
        onChange={(types) => set({ types })}
      />
      <MultiSelect
        label="Time in force"
        options={TIF_OPTIONS}
        selected={filters.timeInForces}
        onChange={(timeInForces) => set({ timeInForces })}
      />
      <label className="list-filter" htmlFor={`${id}-market`}>
        Market
        <select
          id={`${id}-market`}
          value={filters.marketIds[0] ?? ''}
          onChange={(e) => set({ marketIds: e.target.value ? [e.target.value] : [] })}
        >
          <option value="">All markets</option>
          {markets.map((m) => (
            <option key={m.id} value={m.id}>
              {m.code}
            </option>
          ))}
          {filters.marketIds[0] && !markets.some((m) => m.id === filters.marketIds[0]) && (
            <option value={filters.marketIds[0]}>{filters.marketIds[0]}</option>
          )}
        </select>
      </label>
      <label className="list-filter list-filter-wide" htmlFor={`${id}-party`}>
        Party
        <input
          key={`party-${textKey}`}
          id={`${id}-party`}
          name="party"
          defaultValue={filters.partyIds[0] ?? ''}
          placeholder="64-hex party id"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={partyError ? true : undefined}
          aria-describedby={partyError ? `${id}-party-error` : undefined}
        />
      </label>
      <label className="list-filter" htmlFor={`${id}-reference`}>
        Reference
        <input
          key={`ref-${textKey}`}
          id={`${id}-reference`}
          name="reference"
          defaultValue={filters.reference}
          autoComplete="off"
        />
      </label>
      <label className="list-filter" htmlFor={`${id}-from`}>
        Created from{zone === 'UTC' ? ' (UTC)' : ''}
        <input
          id={`${id}-from`}
          type="datetime-local"
          value={dateTimeInputFromNs(filters.createdFrom, zone)}
          onChange={(e) => set({ createdFrom: nsFromDateTimeInput(e.target.value, zone) ?? '' })}
        />
      </label>
      <label className="list-filter" htmlFor={`${id}-before`}>
        Created before{zone === 'UTC' ? ' (UTC)' : ''}
        <input
          id={`${id}-before`}
          type="datetime-local"
          value={dateTimeInputFromNs(filters.createdBefore, zone)}
          onChange={(e) => set({ createdBefore: nsFromDateTimeInput(e.target.value, zone) ?? '' })}
        />
      </label>
      <button type="submit">Apply</button>
      <label className="list-check">
        <input
          type="checkbox"
          checked={filters.liveOnly}
          onChange={(e) => set({ liveOnly: e.target.checked })}
        />
        Live only
      </label>
      <label className="list-check">
        <input
          type="checkbox"
          checked={filters.excludeLiquidity}
          onChange={(e) => set({ excludeLiquidity: e.target.checked })}
        />
        Exclude liquidity orders
      </label>
      {isFiltered(filters) && (
        <button type="button" className="link-button" onClick={() => onChange(EMPTY_ORDER_FILTERS)}>
          Clear filters
        </button>
      )}
      {partyError && (
        <p id={`${id}-party-error`} className="field-error list-filter-error" role="alert">
          {partyError}
        </p>
      )}
    </form>
  );
}
