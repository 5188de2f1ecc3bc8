import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { BlockOutput } from '../block/block-output.ts';
import { CommandError } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import type { Genesis } from '../genesis/genesis-schema.ts';
import { parseGenesis } from '../genesis/parse-genesis.ts';
import defaultGenesis from '../../../../genesis/default.json' with { type: 'json' };
import { IdGenerator, sha3Hex } from '../ids.ts';
import { NetworkState } from '../state/network-state.ts';
import { governanceTick } from './governance-tick.ts';
import { submitProposal, submitVote } from './proposal-handlers.ts';

/** 2026-01-01T00:00:00Z in Unix ns. */
export const START = 1_767_225_600_000_000_000n;
export const NS = 1_000_000_000n;

let cached: Genesis | undefined;
/** Distinct ids for every transaction a test makes. */
let txCounter = 0;

/**
 * The committed default genesis (read as the node reads server/genesis/default.json, checked by
 * the engine's own parser), optionally with some network parameters replaced.
 */
export async function testGenesis(params: Record<string, string> = {}): Promise<Genesis> {
  cached ??= parseGenesis(defaultGenesis, 'default.json');
  return { ...cached, networkParameters: { ...cached.networkParameters, ...params } };
}

export async function testState(params: Record<string, string> = {}): Promise<NetworkState> {
  return new NetworkState(await testGenesis(params), START);
}

/** A transaction context at block time `now` (a fresh block output unless one is given). */
export function txContext(
  state: NetworkState,
  submitter: string,
  now: bigint = START + NS,
  out: BlockOutput = new BlockOutput(state.height + 1n, now),
): TxContext {
  return {
    state,
    out,
    now,
    submitter,
    txHash: sha3Hex('tx', submitter, now.toString()).toUpperCase(),
    ids: new IdGenerator(sha3Hex('signature', submitter, now.toString(), String(txCounter++))),
  };
}

/** Runs a handler the way execute-block does: the CommandError message, or undefined on success. */
export function attempt(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    if (err instanceof CommandError) return err.message;
    throw err;
  }
}

/** Ids of genesis parties of a role. */
export const partyIds = (state: NetworkState, role: string) =>
  state.parties.filter((p) => p.role === role).map((p) => p.id);

/** The default genesis asset id of a symbol. */
export const assetIdOf = (state: NetworkState, symbol: string) =>
  state.genesis.assets.find((a) => a.details.symbol === symbol)!.id;

/** When the governance tests' proposals are submitted: ten seconds after START. */
export const T0 = START + 10n * NS;

/**
 * A proposal by the first whale at T0, closing `close` and enacted `enact` seconds after it (a
 * new asset is validated 30 s after it); its id.
 */
export function proposeAt(
  state: NetworkState,
  change: Partial<ProposalTerms>,
  close = 130n,
  enact = 190n,
): string {
  const t0 = T0 / NS;
  const ctx = txContext(state, partyIds(state, 'whale')[0]!, T0);
  submitProposal(ctx, {
    reference: 'r',
    terms: {
      closingTimestamp: (t0 + close).toString(),
      enactmentTimestamp: (t0 + enact).toString(),
      validationTimestamp: change.newAsset ? (t0 + 30n).toString() : '0',
      ...change,
    },
    rationale: { title: 'title', description: '' },
  });
  return [...ctx.out.governance.proposals.keys()][0]!;
}

/** A party's vote on a proposal one second after T0. */
export const voteAt = (state: NetworkState, party: string, id: string, yes: boolean) =>
  submitVote(txContext(state, party, T0 + NS), {
    proposalId: id,
    value: yes ? 'VALUE_YES' : 'VALUE_NO',
  });

/** The end of a block `seconds` after T0: governance's closing and enactment run. */
export function tickAt(state: NetworkState, seconds: bigint, height = 100n): BlockOutput {
  const out = new BlockOutput(height, T0 + seconds * NS);
  governanceTick(state, out.timeNs, out);
  return out;
}
