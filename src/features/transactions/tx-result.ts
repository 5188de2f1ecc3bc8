/**
 * A transaction's result code in plain words. The codes are the network's ABCI codes
 * (server/src/chain/engine/block/command-error.ts); the error text is the network's own.
 */
const CODE_MEANINGS: Record<number, string> = {
  0: 'Success',
  51: 'Rejected: the command failed validation',
  60: 'Rejected: the transaction could not be decoded',
  70: 'Failed while being executed',
  80: 'Partly executed: some instructions failed, the others stand',
  89: 'Rejected by spam protection',
};

export interface TxResult {
  ok: boolean;
  /** "Success", or what the code means. */
  label: string;
  /** The network's error text, when it sent one. */
  error?: string;
}

export function txResult(code: number, error?: string): TxResult {
  const label = CODE_MEANINGS[code] ?? `Failed with code ${code}`;
  if (code === 0) return { ok: true, label };
  return error ? { ok: false, label, error } : { ok: false, label };
}

/** One line for lists: "Success" or the error (the code's meaning when there is none). */
export function txResultLine(code: number, error?: string): string {
  const result = txResult(code, error);
  return result.ok ? result.label : (result.error ?? result.label);
}
