import { parseGoDuration } from '../genesis/network-parameters-schema.ts';
import type { NetworkState } from '../state/network-state.ts';

/**
 * Network parameters the validator, epoch, reward and spam rules read. Read at the moment they
 * apply (not cached), so a parameter changed by governance takes effect from then on.
 */

const raw = (state: NetworkState, key: string) => state.params.get(key) ?? '';

export function paramNumber(state: NetworkState, key: string, fallback: number): number {
  const value = Number(raw(state, key));
  return raw(state, key) !== '' && Number.isFinite(value) ? value : fallback;
}

export function paramBigint(state: NetworkState, key: string, fallback: bigint): bigint {
  const value = raw(state, key);
  return /^\d+$/.test(value) ? BigInt(value) : fallback;
}

/** A Go-duration parameter in nanoseconds. */
export function paramDurationNs(state: NetworkState, key: string, fallbackSeconds: number): bigint {
  const seconds = parseGoDuration(raw(state, key)) ?? fallbackSeconds;
  return BigInt(Math.round(seconds * 1e9));
}

/** The epoch length (`validators.epoch.length`); the reference default is 24 h. */
export const epochLengthNs = (state: NetworkState) =>
  paramDurationNs(state, 'validators.epoch.length', 24 * 3600);

/** Minimum own stake of a validator (`reward.staking.delegation.minimumValidatorStake`). */
export const minimumValidatorStake = (state: NetworkState) =>
  paramBigint(state, 'reward.staking.delegation.minimumValidatorStake', 0n);
