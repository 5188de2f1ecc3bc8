import type { StateVariableProposal } from '#contract/commands/validator-commands.ts';

export type KeyValueBundle = StateVariableProposal['proposal']['kvb'];

/** The floating-point values the validators compute per market and agree on. */
export const STATE_VARIABLES = ['risk-factors', 'price-ranges', 'probability-of-trading'] as const;
export type StateVariableName = (typeof STATE_VARIABLES)[number];

/** Blocks between two calculation rounds (each round is one market's one variable). */
export const ROUND_INTERVAL_BLOCKS = 20n;

/** A calculation round: the validators' proposals for one event of one state variable. */
export interface StateVarRound {
  readonly stateVarId: string;
  readonly eventId: string;
  readonly marketId: string;
  readonly variable: StateVariableName;
  readonly startedAt: bigint;
  readonly proposals: Map<string, KeyValueBundle>;
  /** The agreed values, once a quorum's proposals matched within tolerance. */
  agreed?: KeyValueBundle;
  settledAt?: bigint;
}

export class StateVarRounds {
  /** Rounds by event id; settled ones stay a while so late proposals fail as "settled". */
  readonly rounds = new Map<string, StateVarRound>();
  /** Latest agreed values per state variable id. */
  readonly values = new Map<string, KeyValueBundle>();
  roundsStarted = 0;

  open(): StateVarRound[] {
    return [...this.rounds.values()].filter((r) => r.settledAt === undefined);
  }

  prune(height: bigint): void {
    for (const [id, r] of this.rounds)
      if (height - r.startedAt > 10n * ROUND_INTERVAL_BLOCKS) this.rounds.delete(id);
  }
}

/** Every number of a key-value bundle, flattened in order (for tolerance comparisons). */
export function bundleNumbers(kvb: KeyValueBundle): number[] {
  return kvb.flatMap(({ value }) => [
    ...(value.scalarVal ? [Number(value.scalarVal.value)] : []),
    ...(value.vectorVal?.value.map(Number) ?? []),
    ...(value.matrixVal?.value.flatMap((row) => row.value.map(Number)) ?? []),
  ]);
}

/** Whether two proposals agree: same shape, every number within the entry's tolerance. */
export function withinTolerance(a: KeyValueBundle, b: KeyValueBundle): boolean {
  const x = bundleNumbers(a);
  const y = bundleNumbers(b);
  const tolerance = Math.max(...a.map((e) => Number(e.tolerance) || 0), 0);
  return x.length === y.length && x.every((v, i) => Math.abs(v - (y[i] ?? NaN)) <= tolerance);
}
