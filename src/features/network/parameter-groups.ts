import type { NetworkParameter } from '#contract/network-parameter.ts';

export interface ParameterGroup {
  /** The first segment of the dotted keys: "governance", "spam", … */
  prefix: string;
  parameters: NetworkParameter[];
}

/**
 * Parameters whose key or value contains every word of `query` (case-insensitive), grouped by
 * the first segment of the key; groups and keys in alphabetical order.
 */
export function groupParameters(
  parameters: readonly NetworkParameter[],
  query = '',
): ParameterGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, NetworkParameter[]>();
  for (const parameter of parameters) {
    const haystack = `${parameter.key} ${parameter.value}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) continue;
    const prefix = parameter.key.split('.')[0] ?? parameter.key;
    const list = groups.get(prefix) ?? [];
    list.push(parameter);
    groups.set(prefix, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([prefix, list]) => ({
      prefix,
      parameters: [...list].sort((a, b) => a.key.localeCompare(b.key)),
    }));
}

/** A JSON object or array value, pretty-printed; undefined for plain values. */
export function prettyJsonValue(value: string): string | undefined {
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

/**
 * Whether a parameter's value is an amount of the governance token (`reward.asset`) in its base
 * units, read from the reference's parameter table: the staking rewards' payout caps and the
 * validators' minimum stake (`reward.staking.delegation.*`), the smallest delegation
 * (`validators.delegation.minAmount`), the token balances the spam rules and governance ask of a
 * voter or proposer, and the stake a validator needs to update the multisig. A
 * `…QuantumMultiple` is a multiple of an asset's quantum, not an amount, and is not one of them.
 */
export function isGovernanceTokenAmount(key: string): boolean {
  return (
    GOVERNANCE_TOKEN_AMOUNTS.has(key) ||
    /^governance\.proposal\.[A-Za-z]+\.min(Proposer|Voter)Balance$/.test(key)
  );
}

const GOVERNANCE_TOKEN_AMOUNTS = new Set([
  'reward.staking.delegation.maxPayoutPerEpoch',
  'reward.staking.delegation.maxPayoutPerParticipant',
  'reward.staking.delegation.minimumValidatorStake',
  'validators.delegation.minAmount',
  'spam.protection.delegation.min.tokens',
  'spam.protection.voting.min.tokens',
  'spam.protection.proposal.min.tokens',
  'spam.protection.minMultisigUpdates',
]);
