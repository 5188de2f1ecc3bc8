import type { GenesisValidator, GenesisValidatorStatus } from '../validator-schema.ts';
import { ethAddressOf, intBetween, sha256Base64, sha256Hex, toBaseUnits } from './ids.ts';

interface ValidatorSeed {
  /** Label the keys are derived from (never written to the file). */
  slug: string;
  name: string;
  location: string;
  status: GenesisValidatorStatus;
  /** Overrides of the derived URLs. */
  infoUrl?: string;
  avatarUrl?: string;
}

/** Fictional operators; one carries hostile markup/URLs for the explorer's security tests. */
const SEEDS: ValidatorSeed[] = [
  { slug: 'aurora-staking', name: 'Aurora Staking', location: 'DE', status: 'tendermint' },
  { slug: 'basalt-nodes', name: 'Basalt Nodes', location: 'FI', status: 'tendermint' },
  { slug: 'cobalt-validation', name: 'Cobalt Validation', location: 'GB', status: 'tendermint' },
  { slug: 'driftwood-labs', name: 'Driftwood Labs', location: 'CA', status: 'tendermint' },
  { slug: 'ember-infra', name: 'Ember Infrastructure', location: 'US', status: 'tendermint' },
  { slug: 'fjordline', name: 'Fjordline Stake', location: 'NO', status: 'tendermint' },
  { slug: 'granite-ridge', name: 'Granite Ridge Capital', location: 'CH', status: 'tendermint' },
  { slug: 'halcyon', name: 'Halcyon Node Works', location: 'SG', status: 'tendermint' },
  { slug: 'ironbark', name: 'Ironbark Systems', location: 'AU', status: 'tendermint' },
  { slug: 'juniper', name: 'Juniper Consensus', location: 'NL', status: 'tendermint' },
  { slug: 'kestrel', name: 'Kestrel Networks', location: 'IE', status: 'tendermint' },
  { slug: 'lumen-relay', name: 'Lumen Relay', location: 'JP', status: 'tendermint' },
  { slug: 'meridian', name: 'Meridian Stakehouse', location: 'FR', status: 'tendermint' },
  { slug: 'nimbus', name: 'Nimbus Validators', location: 'PL', status: 'ersatz' },
  { slug: 'obsidian-harbor', name: 'Obsidian Harbor', location: 'EE', status: 'ersatz' },
  { slug: 'pinecrest', name: 'Pinecrest Nodes', location: 'KR', status: 'ersatz' },
  {
    slug: 'node-17',
    name: '<img src=x onerror=alert(1)>',
    location: 'PT',
    status: 'ersatz',
    infoUrl: 'javascript:alert(1)',
    avatarUrl: 'javascript:alert(document.cookie)',
  },
  { slug: 'quartz-ledger', name: 'Quartz Ledger', location: 'ES', status: 'pending' },
  { slug: 'riverstone', name: 'Riverstone Staking', location: 'BR', status: 'pending' },
];

/** Self-stake range in whole VOTE by status (minimumValidatorStake is 3 000 VOTE). */
const STAKE_RANGE: Record<GenesisValidatorStatus, [number, number]> = {
  tendermint: [8_000, 60_000],
  ersatz: [3_000, 12_000],
  pending: [1_500, 4_000],
};

function build(seed: ValidatorSeed): GenesisValidator {
  const label = (what: string) => `validator:${seed.slug}:${what}`;
  const [min, max] = STAKE_RANGE[seed.status];
  const stake = Math.round(intBetween(label('stake'), min, max) / 100) * 100;
  return {
    id: sha256Hex(label('id')),
    name: seed.name,
    pubKey: sha256Hex(label('pubkey')),
    tmPubKey: sha256Base64(label('tm')),
    ethereumAddress: ethAddressOf(label('eth')),
    infoUrl: seed.infoUrl ?? `https://${seed.slug}.example/net-validator`,
    avatarUrl: seed.avatarUrl ?? `https://${seed.slug}.example/avatar.png`,
    location: seed.location,
    status: seed.status,
    stakedByOperator: toBaseUnits(stake, 18),
  };
}

export const DEFAULT_VALIDATORS: GenesisValidator[] = SEEDS.map(build);
