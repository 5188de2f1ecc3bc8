import { txResult } from '../tx-result.ts';

/** Success or failure in words, with a mark and colour as a second cue (never colour alone). */
export function ResultBadge({
  code,
  error,
  detailed,
}: {
  code: number;
  error?: string | undefined;
  detailed?: boolean;
}) {
  const result = txResult(code, error);
  if (result.ok) return <span className="result result-ok">✓ {result.label}</span>;
  return (
    <span className="result result-fail">
      ✗ {detailed ? result.label : (result.error ?? result.label)}
      {detailed && (
        <>
          {' '}
          <span className="muted">(code {code})</span>
          {result.error && <span className="result-error">{result.error}</span>}
        </>
      )}
    </span>
  );
}
