import { useQuery } from '@tanstack/react-query';
import { validatorsQueries } from '../api/validators-queries.ts';
import { epochChoices } from '../epoch-choice.ts';

interface EpochSelectProps {
  /** The chosen epoch, undefined = current. */
  value: string | undefined;
  onChange: (epoch: string | undefined) => void;
}

/** Picks the epoch the validators list shows; the caller keeps the choice in the URL. */
export function EpochSelect({ value, onChange }: EpochSelectProps) {
  const epoch = useQuery(validatorsQueries.currentEpoch());
  const current = epoch.data?.seq;
  const choices = current ? epochChoices(current) : [];
  // An older epoch typed into the URL that the list does not offer stays selectable; a future
  // one is never offered (the page clamps it to the current epoch and says so).
  if (value && current && !choices.includes(value) && BigInt(value) < BigInt(current))
    choices.push(value);
  return (
    <label className="inline-field">
      Epoch{' '}
      <select
        value={value ?? ''}
        onChange={(e) =>
          onChange(e.target.value === '' || e.target.value === current ? undefined : e.target.value)
        }
        disabled={epoch.isPending}
      >
        <option value="">{current ? `Current (${current})` : 'Current'}</option>
        {choices
          .filter((seq) => seq !== current)
          .map((seq) => (
            <option key={seq} value={seq}>
              {seq}
            </option>
          ))}
      </select>
      {epoch.isError && <span className="text-error small"> could not read the current epoch</span>}
    </label>
  );
}
