import { BlockOutput } from '../block/block-output.ts';
import { CommandError } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import type { Genesis } from '../genesis/genesis-schema.ts';
import { loadGenesis } from '../../../node/genesis-file.ts';
import { IdGenerator, sha3Hex } from '../ids.ts';
import { NetworkState } from '../state/network-state.ts';

/** 2026-01-01T00:00:00Z in Unix ns. */
export const START = 1_767_225_600_000_000_000n;
export const NS = 1_000_000_000n;

let cached: Genesis | undefined;
/** Distinct ids for every transaction a test makes. */
let txCounter = 0;

/** The default genesis, optionally with some network parameters replaced. */
export async function testGenesis(params: Record<string, string> = {}): Promise<Genesis> {
  cached ??= await loadGenesis();
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
