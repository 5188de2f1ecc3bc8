import { tx, type PendingTx } from '../block/pending-tx.ts';
import type { BlockOutput } from '../block/block-output.ts';
import { executeBlock } from '../block/execute-block.ts';
import { buildDefaultGenesis } from '../genesis/default/build.ts';
import type { Genesis } from '../genesis/genesis-schema.ts';
import { parseGenesis } from '../genesis/parse-genesis.ts';
import { Rng } from '../rng.ts';
import { NetworkState } from '../state/network-state.ts';

/** Test support: a small network whose validator numbers can be worked out by hand. */

export const GENESIS_TIME = 1_767_225_600_000_000_000n;
export const SECOND = 1_000_000_000n;
export const VOTE = 10n ** 18n;

export interface SmallNetwork {
  state: NetworkState;
  /** Nodes A and B (consensus), C (pending). */
  A: string;
  B: string;
  C: string;
  /** Operators of A, B, C. */
  opA: string;
  opB: string;
  opC: string;
  /** A token holder with 5 000 VOTE associated, 4 000 of them delegated to A. */
  holder: string;
  /** A party with nothing associated. */
  nobody: string;
  /** Makes block `height` (time genesis + height s) from the given transactions. */
  block(height: number, txs?: PendingTx[]): BlockOutput;
}

/**
 * Two consensus validators with 6 000 and 10 000 VOTE of own stake (A also has the holder's
 * 4 000), a pending one with 1 000; no other delegations; no markets (nothing trades).
 */
export function smallNetwork(params: Record<string, string> = {}): SmallNetwork {
  const base = parseGenesis(buildDefaultGenesis());
  const [a, b, c] = base.validators;
  const stake = (n: number) => (BigInt(n) * VOTE).toString();
  const validators = [
    { ...a!, status: 'tendermint' as const, stakedByOperator: stake(6000) },
    { ...b!, status: 'tendermint' as const, stakedByOperator: stake(10000) },
    { ...c!, status: 'pending' as const, stakedByOperator: stake(1000) },
  ];
  const holder = base.parties.find((p) => p.role === 'trader')!.id;
  const nobody = 'f0'.repeat(32);
  const parties = base.parties.map((p) => {
    const associated =
      p.id === holder ? stake(5000) : p.id === c!.pubKey ? stake(4000) : p.staking.associated;
    const delegations = p.id === holder ? [{ nodeId: a!.id, amount: stake(4000) }] : [];
    return { ...p, staking: { associated, delegations } };
  });
  const genesis: Genesis = {
    ...base,
    validators,
    parties,
    markets: [],
    networkParameters: { ...base.networkParameters, ...params },
  };
  const state = new NetworkState(genesis, GENESIS_TIME);
  // B, the last consensus validator, starts off the multisig (see genesisNodes): put it on.
  state.validators.nodes.get(b!.id)!.onMultisig = true;
  return {
    state,
    A: a!.id,
    B: b!.id,
    C: c!.id,
    opA: a!.pubKey,
    opB: b!.pubKey,
    opC: c!.pubKey,
    holder,
    nobody,
    block: (height, txs = []) =>
      executeBlock(
        state,
        BigInt(height),
        GENESIS_TIME + BigInt(height) * SECOND,
        txs,
        new Rng('t', height),
      ),
  };
}

export const heartbeat = (net: SmallNetwork, node: string) => {
  const n = net.state.validators.nodes.get(node)!;
  const sig = { value: 'ab', algo: 'net/ed25519', version: 1 };
  return tx(n.pubKey, 'validatorHeartbeat', {
    nodeId: node,
    ethereumSignature: sig,
    netSignature: sig,
    message: 'beat',
  });
};

export const delegate = (party: string, nodeId: string, votes: bigint) =>
  tx(party, 'delegateSubmission', { nodeId, amount: (votes * VOTE).toString() });

export const undelegate = (party: string, nodeId: string, votes: bigint, method: string) =>
  tx(party, 'undelegateSubmission', { nodeId, amount: (votes * VOTE).toString(), method });

/** Result code and error of each transaction of a block, in order. */
export const results = (out: BlockOutput) =>
  out.transactions.map((t) => ({ code: t.code, error: t.record['error'] as string | undefined }));
