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

/** What a code's failure is called in a list's narrow Result column (the full text on hover). */
const CODE_SHORT: Record<number, string> = {
  51: 'Invalid',
  60: 'Undecodable',
  70: 'Failed',
  80: 'Partly failed',
  89: 'Spam',
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

/**
 * A failure in a word or two for a list's Result column: the network's error class when its
 * text names one ("OrderError: Margin Check Failed" → "OrderError"), else what the code means in
 * short. The full line (txResultLine) goes on hover; the transaction's page shows all of it.
 */
export function txResultShort(code: number, error?: string): string {
  if (code === 0) return 'Success';
  const errorClass = error && /^([A-Z][A-Za-z]*Error):/.exec(error);
  return errorClass ? errorClass[1]! : (CODE_SHORT[code] ?? `Code ${code}`);
}
