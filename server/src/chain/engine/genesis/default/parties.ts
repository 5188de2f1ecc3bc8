import type {
  GenesisDelegation,
  GenesisDeposit,
  GenesisParty,
  PartyRole,
} from '../party-schema.ts';
import type { GenesisValidator } from '../validator-schema.ts';
import { ASSET_DECIMALS, ASSET_IDS, ASSET_USD_PRICE, type AssetSymbol } from './assets.ts';
import { ORACLE_PARTY_IDS } from './markets.ts';
import { intBetween, pick, roundNice, sha256Hex, toBaseUnits, unit } from './ids.ts';

export const TRADER_COUNT = 213;

const vote = (whole: number) => toBaseUnits(whole, 18);

/** A deposit worth `usd` dollars of `symbol`, rounded to a human-looking amount. */
function depositUsd(symbol: AssetSymbol, usd: number): GenesisDeposit {
  const units = roundNice(usd / ASSET_USD_PRICE[symbol]);
  return { assetId: ASSET_IDS[symbol], amount: toBaseUnits(units, ASSET_DECIMALS[symbol]) };
}

const voteDeposit = (whole: number): GenesisDeposit => ({
  assetId: ASSET_IDS.VOTE,
  amount: vote(roundNice(whole)),
});

/** Splits `fraction` of `associated` whole VOTE over minNodes..maxNodes nodes (mostly consensus ones). */
function delegate(
  label: string,
  associated: number,
  fraction: number,
  [minNodes, maxNodes]: [number, number],
  nodes: GenesisValidator[],
): GenesisDelegation[] {
  const consensus = nodes.filter((n) => n.status === 'tendermint');
  const standby = nodes.filter((n) => n.status !== 'tendermint');
  const count = intBetween(`${label}:count`, minNodes, maxNodes);
  const each = Math.floor((associated * fraction) / count);
  if (each < 1) return [];
  const chosen = new Map<string, GenesisDelegation>();
  for (let i = 0; i < count; i++) {
    const pool = unit(`${label}:pool:${i}`) < 0.85 || standby.length === 0 ? consensus : standby;
    const node = pick(`${label}:node:${i}`, pool);
    const previous = chosen.get(node.id);
    const amount = BigInt(vote(each)) + BigInt(previous?.amount ?? '0');
    chosen.set(node.id, { nodeId: node.id, amount: amount.toString() });
  }
  return [...chosen.values()];
}

function party(
  label: string,
  role: PartyRole,
  deposits: GenesisDeposit[],
  associated: number,
  delegations: GenesisDelegation[],
  alias?: string,
): GenesisParty {
  return {
    id: sha256Hex(`party:${label}`),
    ...(alias ? { alias } : {}),
    role,
    deposits,
    staking: { associated: vote(associated), delegations },
  };
}

/** Deep-pocketed accounts: a big share of the governance token and of every settlement asset. */
function whale(i: number, nodes: GenesisValidator[]): GenesisParty {
  const label = `whale-${i}`;
  const usd = intBetween(`${label}:usd`, 5, 20) * 1_000_000;
  const associated = intBetween(`${label}:stake`, 10, 30) * 100_000;
  return party(
    label,
    'whale',
    [
      voteDeposit(50_000),
      depositUsd('USDC', usd * 0.5),
      depositUsd('tDAI', usd * 0.2),
      depositUsd('WETH', usd * 0.15),
      depositUsd('WBTC', usd * 0.15),
    ],
    associated,
    delegate(label, associated, 0.4, [5, 8], nodes),
    label,
  );
}

/** Market makers and liquidity providers quote every market, so they hold every settlement asset. */
function quoter(
  role: 'market-maker' | 'liquidity-provider',
  i: number,
  nodes: GenesisValidator[],
): GenesisParty {
  const label = `${role}-${i}`;
  const usd = intBetween(`${label}:usd`, 15, 50) * 100_000;
  const associated = intBetween(`${label}:stake`, 5, 50) * 1_000;
  return party(
    label,
    role,
    [
      voteDeposit(5_000),
      depositUsd('USDC', usd),
      depositUsd('tDAI', usd * 0.6),
      depositUsd('WETH', usd * 0.4),
      depositUsd('WBTC', usd * 0.4),
    ],
    associated,
    unit(`${label}:delegates`) < 0.5 ? delegate(label, associated, 0.5, [1, 3], nodes) : [],
    label,
  );
}

/** Many small traders, a few larger ones (Pareto-like sizes). */
function trader(i: number, nodes: GenesisValidator[]): GenesisParty {
  const label = `trader-${String(i).padStart(3, '0')}`;
  const usd = Math.min(1_000_000, 1_000 * unit(`${label}:size`) ** (-1 / 1.2));
  const held = (['USDC', 'tDAI', 'WETH', 'WBTC'] as const).filter(
    (s, k) => unit(`${label}:holds:${s}`) < [0.9, 0.45, 0.2, 0.15][k]!,
  );
  if (held.length === 0) held.push('USDC');
  const associated = roundNice(Math.min(200_000, 10 * unit(`${label}:stake`) ** (-1 / 1.1)));
  const delegations =
    unit(`${label}:delegates`) < 0.6
      ? delegate(label, associated, 0.3 + 0.7 * unit(`${label}:fraction`), [1, 2], nodes)
      : [];
  return party(
    label,
    'trader',
    [
      voteDeposit(intBetween(`${label}:vote`, 10, 2_000)),
      ...held.map((s) => depositUsd(s, usd / held.length)),
    ],
    associated,
    delegations,
  );
}

/** Each validator's operator is a party whose id is the node's public key. */
function operator(v: GenesisValidator): GenesisParty {
  const label = `operator:${v.id}`;
  const selfStake = Number(BigInt(v.stakedByOperator) / 10n ** 18n);
  return {
    id: v.pubKey,
    role: 'validator-operator',
    deposits: [
      voteDeposit(intBetween(`${label}:vote`, 500, 2_000)),
      depositUsd('USDC', intBetween(`${label}:usd`, 10, 50) * 1_000),
    ],
    staking: {
      associated: vote(selfStake + intBetween(`${label}:extra`, 1, 10) * 1_000),
      delegations: [],
    },
  };
}

function oracle(i: 1 | 2): GenesisParty {
  const label = `oracle-${i}`;
  const id = sha256Hex(`party:${label}`);
  if (id !== ORACLE_PARTY_IDS[i === 1 ? 'crypto' : 'tradfi'])
    throw new Error(`oracle id mismatch for ${label}`);
  return party(label, 'oracle', [voteDeposit(100)], 100, [], label);
}

export function buildDefaultParties(validators: GenesisValidator[]): GenesisParty[] {
  const range = (n: number) => Array.from({ length: n }, (_, k) => k + 1);
  return [
    ...range(3).map((i) => whale(i, validators)),
    ...range(8).map((i) => quoter('market-maker', i, validators)),
    ...range(5).map((i) => quoter('liquidity-provider', i, validators)),
    oracle(1),
    oracle(2),
    ...validators.map(operator),
    ...range(TRADER_COUNT).map((i) => trader(i, validators)),
  ];
}
