import { useId } from 'react';

interface UrlInputProps {
  /** The input's id, for its label. */
  id: string;
  placeholder: string;
  value: string;
  /** Why the value was refused, shown under the input and tied to it; undefined when it was not. */
  invalid: string | undefined;
  onChange: (value: string) => void;
}

/** An address a person types (a data node's, a CometBFT RPC's), with the reason it was refused. */
export function UrlInput({ id, placeholder, value, invalid, onChange }: UrlInputProps) {
  const errorId = useId();
  return (
    <>
      <input
        id={id}
        type="url"
        inputMode="url"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid !== undefined}
        aria-describedby={invalid ? errorId : undefined}
        autoComplete="url"
        spellCheck={false}
      />
      {invalid && (
        <p id={errorId} className="field-error">
          {invalid}
        </p>
      )}
    </>
  );
}
