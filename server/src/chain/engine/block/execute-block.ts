import type { CommandKey } from '#contract/commands/input-data.ts';
import { COMMAND_TRANSACTION_TYPES } from '#contract/transaction.ts';
import type { PendingTx } from './pending-tx.ts';
import { toApiAccountBalance, toApiLedgerMovement } from '../collateral/api-views.ts';
import { HANDLERS } from '../commands/registry.ts';
import { IdGenerator, sha3Hex, signTransaction, transactionHash } from '../ids.ts';
import type { Rng } from '../rng.ts';
import type { NetworkState } from '../state/network-state.ts';
import { cometAddress } from '../validators/proposer.ts';
import { checkSpam } from '../validators/spam/check-spam.ts';
import { BlockOutput } from './block-output.ts';
import { CommandError, TxCode } from './command-error.ts';
import { runToEnd, type BlockSteps } from './block-steps.ts';
import { endBlockSteps } from './end-block.ts';

/**
 * Within a block, cancellations run first, then post-only orders, then everything else
 * (spec 0093 of the real network), each group in arrival order.
 */
function executionRank(tx: PendingTx): number {
  if ('orderCancellation' in tx.command) return 0;
  const submission = tx.command['orderSubmission'] as { postOnly?: boolean } | undefined;
  return submission?.postOnly ? 1 : 2;
}

/** Transactions executed in one step of a block (block-steps.ts): ~2–3 ms of work. */
const TRANSACTIONS_PER_STEP = 16;

/**
 * Executes one block: every transaction in order, then the end-of-block work. Pure apart from
 * mutating `state`: the same state, transactions, height, time and randomness give the same
 * output byte for byte.
 */
export function executeBlock(
  state: NetworkState,
  height: bigint,
  timeNs: bigint,
  pending: readonly PendingTx[],
  rng: Rng,
  records = true,
): BlockOutput {
  return runToEnd(executeBlockSteps(state, height, timeNs, pending, rng, records));
}

/** executeBlock in steps (block-steps.ts): TRANSACTIONS_PER_STEP at a time, then each market's end. */
export function* executeBlockSteps(
  state: NetworkState,
  height: bigint,
  timeNs: bigint,
  pending: readonly PendingTx[],
  rng: Rng,
  records = true,
): BlockSteps {
  const out = new BlockOutput(height, timeNs, records);
  // Chosen from the consensus set as the block starts, as CometBFT picks it before the block.
  const consensus = [...state.validators.nodes.values()].filter((n) => n.status === 'tendermint');
  const proposerNode = state.validators.proposers.next(consensus);
  const proposer = proposerNode ? cometAddress(proposerNode.tmPubKey) : '';
  state.collateral.beginBlock(timeNs);
  const ordered = pending
    .map((tx, i) => ({ tx, rank: executionRank(tx), i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i);
  for (const [index, { tx }] of ordered.entries()) {
    runTransaction(state, out, tx, index, rng);
    if ((index + 1) % TRANSACTIONS_PER_STEP === 0) yield;
  }
  yield;
  yield* endBlockSteps(state, timeNs, out);

  const ledger = state.collateral.drainMovements();
  for (const movement of ledger.movements) {
    if (records) out.ledgerMovements.push(toApiLedgerMovement(movement));
    // The sequence is state: drawn whether or not the entries are kept.
    for (const entry of movement.entries) {
      const seq = state.nextSeq('ledger');
      if (records) out.ledgerEntries.push({ seq, entry });
    }
  }
  if (records) out.accounts.push(...ledger.changedAccounts.map(toApiAccountBalance));

  const hash = sha3Hex(
    state.lastBlockHash,
    height.toString(),
    timeNs.toString(),
    ...out.transactions.map((t) => t.hash),
  );
  out.header = { height, hash, timeNs, txCount: out.transactions.length, proposer };
  state.height = height;
  state.time = timeNs;
  state.lastBlockHash = hash;
  return out;
}

function runTransaction(
  state: NetworkState,
  out: BlockOutput,
  tx: PendingTx,
  index: number,
  rng: Rng,
) {
  const [key, body] = Object.entries(tx.command)[0] as [CommandKey, unknown];
  // A uint64 (InputData.nonce) from two 32-bit draws: high word, then low word. Writing the
  // two numbers side by side as text made up to 20 digits, beyond the uint64 range.
  const high = BigInt(rng.nextUint32());
  const nonce = ((high << 32n) | BigInt(rng.nextUint32())).toString();
  const command = { nonce, blockHeight: (out.height - 1n).toString(), [key]: body };
  const payload = JSON.stringify([state.chainId, tx.submitter, command]);
  const signature = signTransaction(tx.submitter, payload);
  const hash = transactionHash(payload, signature).toUpperCase();
  let code: number = TxCode.OK;
  let error: string | undefined;
  const handler = HANDLERS[key];
  try {
    if (!handler) throw new CommandError(TxCode.DECODING_FAILURE, `unknown command ${key}`);
    // Spam protection (PoW budget, per-epoch limits) rejects with code 89 before execution.
    const spam = checkSpam(state, tx.submitter, key, body);
    if (spam) throw spam;
    handler(
      {
        state,
        out,
        now: out.timeNs,
        submitter: tx.submitter,
        txHash: hash,
        ids: new IdGenerator(signature.value),
      },
      body,
    );
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    code = err.code;
    error = err.message;
  }
  out.transactions.push({
    hash,
    blockHeight: out.height,
    index,
    submitter: tx.submitter,
    type: COMMAND_TRANSACTION_TYPES[key],
    code,
    record: {
      block: out.height.toString(),
      index,
      hash,
      submitter: tx.submitter,
      type: COMMAND_TRANSACTION_TYPES[key],
      code,
      cursor: `${out.height}.${index}`,
      command,
      signature,
      ...(error === undefined ? {} : { error }),
    },
  });
}
