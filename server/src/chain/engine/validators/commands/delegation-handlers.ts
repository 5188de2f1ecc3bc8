import type {
  DelegateSubmission,
  UndelegateSubmission,
} from '#contract/commands/delegation-commands.ts';
import { failed, invalid } from '../../block/command-error.ts';
import type { TxContext } from '../../block/execution-context.ts';
import { paramBigint } from '../params.ts';
import { associatedStake } from '../stake-source.ts';

function amountOf(raw: string, allowZero: boolean): bigint {
  if (!/^\d{1,40}$/.test(raw)) throw invalid('invalid amount');
  const amount = BigInt(raw);
  if (amount === 0n && !allowZero) throw invalid('amount must be positive');
  return amount;
}

function knownNode(ctx: TxContext, nodeId: string) {
  const node = ctx.state.validators.nodes.get(nodeId);
  if (!node) throw failed('node not found');
  return node;
}

/**
 * `delegateSubmission`: stake for the next epoch (D8). The party must have that much associated
 * stake not yet delegated, and delegate at least `validators.delegation.minAmount`.
 */
export function delegate(ctx: TxContext, cmd: DelegateSubmission): void {
  const v = ctx.state.validators;
  const amount = amountOf(cmd.amount, false);
  const node = knownNode(ctx, cmd.nodeId);
  const min = paramBigint(ctx.state, 'validators.delegation.minAmount', 1n);
  if (amount < min) throw failed(`delegation amount is below the minimum of ${min}`);
  const available =
    associatedStake(ctx.state, ctx.submitter) - v.delegations.partyNextTotal(ctx.submitter);
  if (amount > available) throw failed('insufficient balance for delegation');
  v.delegations.delegate(ctx.submitter, node.id, amount);
  v.markDirty(node.id);
}

/**
 * `undelegateSubmission`: at the end of the epoch, or now (the stake stops earning at once).
 * Amount 0 undelegates everything delegated to the node, as in the reference.
 */
export function undelegate(ctx: TxContext, cmd: UndelegateSubmission): void {
  const v = ctx.state.validators;
  const node = knownNode(ctx, cmd.nodeId);
  let amount = amountOf(cmd.amount, true);
  const delegated = v.delegations.get(ctx.submitter, node.id)?.next ?? 0n;
  if (delegated === 0n) throw failed('no delegation to this node');
  if (amount === 0n) amount = delegated;
  if (amount > delegated) throw failed('insufficient delegated stake to undelegate');
  if (cmd.method === 'METHOD_NOW') v.delegations.undelegateNow(ctx.submitter, node.id, amount);
  else if (cmd.method === 'METHOD_AT_END_OF_EPOCH')
    v.delegations.undelegateAtEnd(ctx.submitter, node.id, amount);
  else throw invalid('undelegation method must be set');
  v.markDirty(node.id);
}
