/**
 * A transaction an agent wants in the next block: who signs it and the one command it carries,
 * keyed by the command's field name of spec §2.9 (`orderSubmission`, `voteSubmission`, …).
 */
export interface PendingTx {
  readonly submitter: string;
  readonly command: Readonly<Record<string, unknown>>;
}

export const tx = (submitter: string, key: string, body: unknown): PendingTx => ({
  submitter,
  command: { [key]: body },
});
