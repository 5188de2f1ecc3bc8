import { failed } from '../../block/command-error.ts';
import type { TxContext } from '../../block/execution-context.ts';
import type { NodeState } from '../node-state.ts';

/** The node whose current key signed this transaction. */
export function submittingNode(ctx: TxContext): NodeState {
  const node = ctx.state.validators.nodeByKey(ctx.submitter);
  if (!node) throw failed('transaction not signed by a validator node');
  return node;
}

/** The submitting node, which must be a consensus (tendermint) validator. */
export function consensusNode(ctx: TxContext): NodeState {
  const node = submittingNode(ctx);
  if (node.status !== 'tendermint') throw failed('only consensus validators may submit this');
  return node;
}

/** A future block height from a uint string. */
export function futureBlock(ctx: TxContext, raw: string, what: string): bigint {
  if (!/^\d{1,20}$/.test(raw)) throw failed(`invalid ${what}`);
  const height = BigInt(raw);
  if (height <= ctx.out.height) throw failed(`${what} must be in the future`);
  return height;
}
