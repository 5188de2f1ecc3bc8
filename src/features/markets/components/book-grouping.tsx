import { formatUnits } from '../../../lib/format-decimal.ts';
import { GROUPINGS, type Grouping } from '../book/book-view.ts';

interface BookGroupingProps {
  value: Grouping;
  decimalPlaces: number;
  onChange: (grouping: Grouping) => void;
}

/** Price grouping: 1, 10, 100 or 1000 ticks, each labelled with its price step. */
export function BookGrouping({ value, decimalPlaces, onChange }: BookGroupingProps) {
  return (
    <div className="segmented" role="group" aria-label="Group prices by">
      {GROUPINGS.map((g) => (
        <button
          key={g}
          type="button"
          aria-pressed={g === value}
          title={`${g}× tick`}
          onClick={() => onChange(g)}
        >
          {formatUnits(String(g), decimalPlaces)}
        </button>
      ))}
    </div>
  );
}
