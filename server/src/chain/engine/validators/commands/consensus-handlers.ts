import type {
  ProtocolUpgradeProposal,
  StateVariableProposal,
} from '#contract/commands/validator-commands.ts';
import { failed, invalid } from '../../block/command-error.ts';
import type { TxContext } from '../../block/execution-context.ts';
import { quorum } from '../multisig.ts';
import { paramBigint } from '../params.ts';
import { RELEASE_TAG } from '../protocol-upgrade.ts';
import { bundleNumbers, withinTolerance, type KeyValueBundle } from '../state-vars.ts';
import { consensusNode, futureBlock } from './validator-context.ts';

/** The proposal most others agree with, if a quorum agrees within tolerance. */
function agreed(proposals: readonly KeyValueBundle[], needed: number): KeyValueBundle | undefined {
  return proposals.find(
    (candidate) => proposals.filter((p) => withinTolerance(candidate, p)).length >= needed,
  );
}

/**
 * `stateVariableProposal`: a consensus validator's values for an open calculation round; the
 * round settles when a quorum of proposals agree within tolerance.
 */
export function stateVariableProposal(ctx: TxContext, cmd: StateVariableProposal): void {
  const node = consensusNode(ctx);
  const rounds = ctx.state.validators.stateVars;
  const round = rounds.rounds.get(cmd.proposal.eventId);
  if (!round || round.stateVarId !== cmd.proposal.stateVarId)
    throw failed('unknown state variable event');
  if (round.settledAt !== undefined) throw failed('state variable event already resolved');
  if (round.proposals.has(node.id)) throw failed('duplicate state variable proposal');
  if (
    cmd.proposal.kvb.length === 0 ||
    bundleNumbers(cmd.proposal.kvb).some((n) => !Number.isFinite(n))
  )
    throw invalid('invalid state variable values');
  round.proposals.set(node.id, cmd.proposal.kvb);
  const result = agreed([...round.proposals.values()], quorum(ctx.state));
  if (!result) return;
  round.agreed = result;
  round.settledAt = ctx.out.height;
  rounds.values.set(round.stateVarId, result);
}

/**
 * `protocolUpgradeProposal`: a consensus validator proposes a release for a future snapshot
 * block (upgrades happen at snapshots); its new proposal replaces its previous one.
 */
export function protocolUpgradeProposal(ctx: TxContext, cmd: ProtocolUpgradeProposal): void {
  const node = consensusNode(ctx);
  if (!RELEASE_TAG.test(cmd.netReleaseTag)) throw invalid('invalid release tag');
  const height = futureBlock(ctx, cmd.upgradeBlockHeight, 'upgrade block height');
  const interval = paramBigint(ctx.state, 'snapshot.interval.length', 1000n);
  if (interval > 0n && height % interval !== 0n)
    throw failed('upgrade block height must be a snapshot block');
  ctx.state.validators.upgrades.proposals.set(node.id, { height, tag: cmd.netReleaseTag });
}
