import { useId } from 'react';
import { Popover } from './popover.tsx';

export interface MultiSelectOption {
  value: string;
  label: string;
}

interface MultiSelectProps {
  /** Names the control: "Statuses" → button "Statuses: any". */
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/** A button that opens a list of checkboxes; none ticked means "any". */
export function MultiSelect({ label, options, selected, onChange }: MultiSelectProps) {
  const id = useId();
  const chosen = options.filter((o) => selected.includes(o.value));
  const summary =
    chosen.length === 0
      ? 'any'
      : chosen.length <= 2
        ? chosen.map((o) => o.label).join(', ')
        : `${chosen.length} chosen`;
  const toggle = (value: string, on: boolean) =>
    // Kept in the options' order so the URL does not depend on the order of clicks.
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : selected.includes(v))));
  return (
    <Popover
      className="multi-select"
      triggerClassName="multi-select-trigger"
      trigger={
        <>
          <span className="multi-select-label">{label}:</span> {summary}
        </>
      }
      triggerLabel={`${label}: ${summary}`}
      panelLabel={label}
    >
      {() => (
        <fieldset className="multi-select-options">
          <legend className="visually-hidden">{label}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className="multi-select-option"
              htmlFor={`${id}-${option.value}`}
            >
              <input
                id={`${id}-${option.value}`}
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(e) => toggle(option.value, e.target.checked)}
              />
              {option.label}
            </label>
          ))}
          {selected.length > 0 && (
            <button type="button" className="link-button" onClick={() => onChange([])}>
              Clear
            </button>
          )}
        </fieldset>
      )}
    </Popover>
  );
}
