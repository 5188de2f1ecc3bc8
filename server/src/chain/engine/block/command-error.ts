/**
 * Result codes of a transaction, as the real network's ABCI reports them: 0 is success;
 * the block explorer shows the code and the error text.
 */
export const TxCode = {
  OK: 0,
  VALIDATION_FAILURE: 51,
  DECODING_FAILURE: 60,
  INTERNAL_ERROR: 70,
  PARTIAL_PROCESSING_ERROR: 80,
  SPAM: 89,
} as const;

/** A transaction that failed for a reason the network reports (not a bug in the chain). */
export class CommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new CommandError(TxCode.VALIDATION_FAILURE, message);
export const failed = (message: string) => new CommandError(TxCode.INTERNAL_ERROR, message);
