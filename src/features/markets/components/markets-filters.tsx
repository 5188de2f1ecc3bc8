import { useId } from 'react';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { MarketsListSearch } from '../list-search.ts';

interface MarketsFiltersProps {
  search: MarketsListSearch;
  /** The states present in the list, offered as filter values. */
  states: readonly string[];
  onSearchChange: (patch: Partial<MarketsListSearch>) => void;
}

/** Text and state filters; their values live in the URL (the inputs only reflect it). */
export function MarketsFilters({ search, states, onSearchChange }: MarketsFiltersProps) {
  const id = useId();
  const options =
    search.state && !states.includes(search.state) ? [...states, search.state] : states;
  return (
    <div className="filters" role="search" aria-label="Filter markets">
      {/* Each label with its control: on a phone a row break never leaves "State" at the end
          of one line and its menu on the next. */}
      <span className="filter-pair">
        <label htmlFor={`${id}-q`}>Filter</label>
        <input
          id={`${id}-q`}
          type="search"
          value={search.q}
          placeholder="Code or name"
          onChange={(e) => onSearchChange({ q: e.target.value })}
        />
      </span>
      <span className="filter-pair">
        <label htmlFor={`${id}-state`}>State</label>
        <select
          id={`${id}-state`}
          value={search.state}
          onChange={(e) => onSearchChange({ state: e.target.value })}
        >
          <option value="">Any state</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {enumToWords(s)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
