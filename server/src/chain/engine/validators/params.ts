import { parseGoDuration } from '../genesis/network-parameters-schema.ts';

/**
 * Network parameters the validator, epoch, reward and spam rules read. Read at the moment they
 * apply (not cached), so a parameter changed by governance takes effect from then on.
 */

/** What the parameter readers need of the network state (not the whole of it). */
export interface ParamSource {
  readonly params: ReadonlyMap<string, string>;
}

const raw = (state: ParamSource, key: string) => state.params.get(key) ?? '';

export function paramNumber(state: ParamSource, key: string, fallback: number): number {
  const value = Number(raw(state, key));
  return raw(state, key) !== '' && Number.isFinite(value) ? value : fallback;
}

export function paramBigint(state: ParamSource, key: string, fallback: bigint): bigint {
  const value = raw(state, key);
  return /^\d+$/.test(value) ? BigInt(value) : fallback;
}

/** A Go-duration parameter in nanoseconds. */
export function paramDurationNs(state: ParamSource, key: string, fallbackSeconds: number): bigint {
  const seconds = parseGoDuration(raw(state, key)) ?? fallbackSeconds;
  return BigInt(Math.round(seconds * 1e9));
}

/** The epoch length (`validators.epoch.length`); the reference default is 24 h. */
export const epochLengthNs = (state: ParamSource) =>
  paramDurationNs(state, 'validators.epoch.length', 24 * 3600);

/** Minimum own stake of a validator (`reward.staking.delegation.minimumValidatorStake`). */
export const minimumValidatorStake = (state: ParamSource) =>
  paramBigint(state, 'reward.staking.delegation.minimumValidatorStake', 0n);
