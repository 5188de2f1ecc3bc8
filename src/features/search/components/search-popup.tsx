import type { SearchKind } from '../../../lib/classify-search.ts';
import { KIND_LABEL } from '../entry-href.ts';
import type { NameEntry } from '../name-matching.ts';

export type SearchOption = { type: 'recent'; query: string } | { type: 'name'; entry: NameEntry };

interface SearchPopupProps {
  id: string;
  optionId: (index: number) => string;
  open: boolean;
  kind: SearchKind['kind'];
  options: SearchOption[];
  active: number;
  loadingNames: boolean;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
  onClearRecent: () => void;
}

/** The combobox's listbox plus hints; mouse-down is cancelled so the input keeps focus. */
export function SearchPopup(props: SearchPopupProps) {
  const { id, optionId, open, kind, options, active } = props;
  const recent = kind === 'empty';
  const hint = hintFor(kind, options.length, props.loadingNames);
  return (
    <div className="search-popup" hidden={!open || (options.length === 0 && !hint)}>
      {recent && options.length > 0 && (
        <p className="search-popup-heading" aria-hidden="true">
          Recent searches
        </p>
      )}
      <ul
        id={id}
        role="listbox"
        aria-label={recent ? 'Recent searches' : 'Suggestions'}
        hidden={options.length === 0}
      >
        {options.map((option, i) => (
          <li
            key={
              option.type === 'recent'
                ? `r-${option.query}`
                : `${option.entry.kind}-${option.entry.id}`
            }
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="search-option"
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => props.onHover(i)}
            onClick={() => props.onChoose(option)}
          >
            {option.type === 'recent' ? (
              <span className="search-option-title">{option.query}</span>
            ) : (
              <>
                <span className="search-option-title">{option.entry.title}</span>
                {option.entry.subtitle && (
                  <span className="search-option-subtitle">{option.entry.subtitle}</span>
                )}
                <span className="search-option-kind">{KIND_LABEL[option.entry.kind]}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {recent && options.length > 0 && (
        <button
          type="button"
          className="link-button search-popup-clear"
          onMouseDown={(e) => e.preventDefault()}
          onClick={props.onClearRecent}
        >
          Clear recent searches
        </button>
      )}
      {hint && (
        <p className="search-popup-hint" aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}

function hintFor(kind: SearchKind['kind'], count: number, loading: boolean): string | undefined {
  if (kind === 'empty') return undefined;
  if (kind === 'id') return 'Press Enter to look this id up.';
  if (count > 0) return undefined;
  return loading ? 'Loading names…' : 'No names match. Press Enter to search.';
}
