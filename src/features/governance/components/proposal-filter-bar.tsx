import { enumToWords } from '../../../lib/enum-words.ts';
import { STATE_OPTIONS, TYPE_OPTIONS, type ProposalFilter } from '../proposal-filters.ts';

interface Props {
  filter: ProposalFilter;
  /** The caller writes the new filter to the URL. */
  onChange: (filter: ProposalFilter) => void;
}

export function ProposalFilterBar({ filter, onChange }: Props) {
  return (
    <form className="filter-bar" aria-label="Proposal filters" onSubmit={(e) => e.preventDefault()}>
      <label>
        State
        <select
          value={filter.state ?? ''}
          onChange={(e) =>
            onChange({
              ...filter,
              state: STATE_OPTIONS.find((o) => o.name === e.target.value)?.name,
            })
          }
        >
          <option value="">All states</option>
          {STATE_OPTIONS.map((o) => (
            <option key={o.name} value={o.name}>
              {enumToWords(o.name)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Type
        <select
          value={filter.type ?? ''}
          onChange={(e) =>
            onChange({ ...filter, type: TYPE_OPTIONS.find((o) => o.name === e.target.value)?.name })
          }
        >
          <option value="">All types</option>
          {TYPE_OPTIONS.map((o) => (
            <option key={o.name} value={o.name}>
              {enumToWords(o.name)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
