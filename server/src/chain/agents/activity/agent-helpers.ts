import { general } from '../../engine/collateral/accounts.ts';
import type { GenesisParty, PartyRole } from '../../engine/genesis/genesis-schema.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';

export const NS = 1_000_000_000n;

/** Genesis parties of the given roles. */
export function partiesOf(state: NetworkState, roles: readonly PartyRole[]): GenesisParty[] {
  return state.parties.filter((p) => roles.includes(p.role));
}

/** A consensus validator's key: validators forward chain events. */
export function validatorKey(state: NetworkState, rng: Rng): string {
  const nodes = state.genesis.validators.filter((v) => v.status === 'tendermint');
  return rng.pick(nodes).pubKey;
}

/** The Ethereum address a party uses (derived from its key, like the genesis deposits). */
export const ethAddressOf = (party: string) => `0x${party.slice(0, 40)}`;

/** A fraction of an amount drawn log-uniformly in [min, max], at least 1. */
export function share(amount: bigint, rng: Rng, min: number, max: number): bigint {
  const f = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  const part = (amount * BigInt(Math.round(f * 1_000_000))) / 1_000_000n;
  return part > 0n ? part : 1n;
}

/** A party's general balance in an asset. */
export const generalBalance = (state: NetworkState, party: string, asset: string) =>
  state.collateral.balance(general(party, asset));

/** The block time in whole Unix seconds, rounded up. */
export const ceilSeconds = (now: bigint) => (now + NS - 1n) / NS;

/** A 0x-prefixed 32-byte hex id for an external-chain transaction. */
export function ethTxId(rng: Rng): string {
  let hex = '';
  for (let i = 0; i < 8; i++) hex += rng.nextUint32().toString(16).padStart(8, '0');
  return `0x${hex}`;
}
