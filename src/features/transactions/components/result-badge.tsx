import { txResult, txResultLine, txResultShort } from '../tx-result.ts';

/**
 * Success or failure in words, with a mark and colour as a second cue (never colour alone).
 * `short`: a list's narrow column, the failure in a word (its full text on hover); `detailed`:
 * the transaction's page, the code's meaning, the code and the network's whole text.
 */
export function ResultBadge({
  code,
  error,
  detailed,
  short,
}: {
  code: number;
  error?: string | undefined;
  detailed?: boolean;
  short?: boolean;
}) {
  const result = txResult(code, error);
  if (short && !result.ok) {
    return (
      <span className="result result-fail" title={txResultLine(code, error)}>
        ✗ {txResultShort(code, error)}
      </span>
    );
  }
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
