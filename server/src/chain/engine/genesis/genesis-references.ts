import type { z } from 'zod';
import type { GenesisAsset } from './asset-schema.ts';
import type { GenesisMarket } from './market-schema.ts';
import { parseGoDuration, type NetworkParameters } from './network-parameters-schema.ts';
import type { GenesisParty } from './party-schema.ts';
import type { GenesisValidator } from './validator-schema.ts';

interface GenesisBody {
  networkParameters: NetworkParameters;
  assets: GenesisAsset[];
  validators: GenesisValidator[];
  markets: GenesisMarket[];
  parties: GenesisParty[];
}

type Path = (string | number)[];

/**
 * Cross-reference checks of a genesis whose parts are individually valid: unique ids,
 * references that resolve, and markets that can actually trade. Each issue carries the path
 * of the offending field.
 */
export function checkGenesisReferences(g: GenesisBody, ctx: z.RefinementCtx): void {
  const fail = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });

  const unique = <T>(
    section: string,
    items: T[],
    field: string,
    get: (item: T) => string | undefined,
  ) => {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const value = get(item);
      if (value === undefined) return;
      const key = value.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined)
        fail(
          [section, i, ...field.split('.')],
          `duplicate ${field} "${value}" (also ${section}[${first}])`,
        );
      else seen.set(key, i);
    });
  };
  unique('assets', g.assets, 'id', (a) => a.id);
  unique('assets', g.assets, 'details.symbol', (a) => a.details.symbol);
  unique(
    'assets',
    g.assets,
    'details.erc20.contractAddress',
    (a) => a.details.erc20?.contractAddress,
  );
  unique('validators', g.validators, 'id', (v) => v.id);
  unique('validators', g.validators, 'pubKey', (v) => v.pubKey);
  unique('validators', g.validators, 'tmPubKey', (v) => v.tmPubKey);
  unique('validators', g.validators, 'ethereumAddress', (v) => v.ethereumAddress);
  unique('markets', g.markets, 'id', (m) => m.id);
  unique('markets', g.markets, 'instrument.code', (m) => m.instrument.code);
  unique('parties', g.parties, 'id', (p) => p.id);
  unique('parties', g.parties, 'alias', (p) => p.alias);

  const assets = new Map(g.assets.map((a) => [a.id, a]));
  const params = g.networkParameters;
  if (!assets.has(params['reward.asset'])) {
    fail(
      ['networkParameters', 'reward.asset'],
      `reward.asset "${params['reward.asset']}" is not a genesis asset id`,
    );
  }

  // Validators: operators are parties, the consensus set fits the configured size.
  const partyIds = new Set(g.parties.map((p) => p.id));
  g.validators.forEach((v, i) => {
    if (!partyIds.has(v.pubKey))
      fail(['validators', i, 'pubKey'], `operator ${v.pubKey} is not a genesis party`);
  });
  const tendermint = g.validators.filter((v) => v.status === 'tendermint').length;
  const maxTendermint = Number(params['network.validators.tendermint.number']);
  if (tendermint === 0) fail(['validators'], 'at least one tendermint validator is required');
  if (tendermint > maxTendermint) {
    fail(
      ['validators'],
      `${tendermint} tendermint validators exceed network.validators.tendermint.number (${maxTendermint})`,
    );
  }

  // Parties: deposits in known assets; delegations to known nodes, within the associated stake.
  const nodeIds = new Set(g.validators.map((v) => v.id));
  const selfStake = new Map<string, bigint>();
  for (const v of g.validators)
    selfStake.set(v.pubKey, (selfStake.get(v.pubKey) ?? 0n) + BigInt(v.stakedByOperator));
  const holders = new Map<string, number>();
  g.parties.forEach((p, i) => {
    const held = new Set<string>();
    p.deposits.forEach((d, j) => {
      if (!assets.has(d.assetId))
        fail(['parties', i, 'deposits', j, 'assetId'], `unknown asset ${d.assetId}`);
      held.add(d.assetId);
    });
    for (const assetId of held) holders.set(assetId, (holders.get(assetId) ?? 0) + 1);
    let staked = selfStake.get(p.id) ?? 0n;
    p.staking.delegations.forEach((d, j) => {
      if (!nodeIds.has(d.nodeId))
        fail(['parties', i, 'staking', 'delegations', j, 'nodeId'], `unknown node ${d.nodeId}`);
      staked += BigInt(d.amount);
    });
    if (staked > BigInt(p.staking.associated)) {
      fail(
        ['parties', i, 'staking', 'associated'],
        `delegated and self-staked ${staked} exceeds associated ${p.staking.associated}`,
      );
    }
  });

  // Markets: settlement asset exists and is funded, decimals fit, opening auction within limits.
  const minAuction = parseGoDuration(params['market.auction.minimumDuration']) ?? 0;
  const maxAuction = parseGoDuration(params['market.auction.maximumDuration']) ?? Infinity;
  g.markets.forEach((m, i) => {
    const assetPath = ['markets', i, 'instrument', 'future', 'settlementAsset'];
    const asset = assets.get(m.instrument.future.settlementAsset);
    if (!asset) {
      fail(assetPath, `unknown settlement asset ${m.instrument.future.settlementAsset}`);
    } else {
      if (Number(m.decimalPlaces) > Number(asset.details.decimals)) {
        fail(
          ['markets', i, 'decimalPlaces'],
          `decimalPlaces ${m.decimalPlaces} exceed the settlement asset's ${asset.details.decimals}`,
        );
      }
      if ((holders.get(asset.id) ?? 0) < 2) {
        fail(
          assetPath,
          `fewer than 2 parties hold settlement asset ${asset.details.symbol}: the market cannot trade`,
        );
      }
    }
    const opening = Number(m.openingAuction.duration);
    if (opening < minAuction || opening > maxAuction) {
      fail(
        ['markets', i, 'openingAuction', 'duration'],
        `opening auction ${opening}s outside market.auction.minimumDuration..maximumDuration`,
      );
    }
  });
}
