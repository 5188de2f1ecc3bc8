import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildDefaultGenesis } from './default/build.ts';
import { genesisSchema } from './genesis-schema.ts';
import {
  dataSourceDefinitionSchema,
  newMarketConfigurationSchema,
  newMarketConfigurationShape,
} from './market-config-schema.ts';
import {
  checkNetworkParameterValue,
  NETWORK_PARAMETER_KEYS,
  parseGoDuration,
} from './network-parameters-schema.ts';
import { VALIDATOR_STATUS_NAMES } from './validator-schema.ts';

/** A fresh, mutable copy of the default genesis. */
const fresh = () => structuredClone(buildDefaultGenesis());

function issues(input: unknown): string[] {
  const parsed = genesisSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => `${z.core.toDotPath(i.path)}: ${i.message}`);
}

describe('new-market proposal shapes', () => {
  it('validate the proposal part of every genesis market', () => {
    const proposalKeys = Object.keys(newMarketConfigurationShape);
    for (const market of fresh().markets) {
      const changes = Object.fromEntries(
        Object.entries(market).filter(([k]) => proposalKeys.includes(k)),
      );
      expect(newMarketConfigurationSchema.safeParse(changes).success).toBe(true);
    }
  });

  it('require exactly one risk model', () => {
    const [market] = fresh().markets;
    const both = { ...market, simple: fresh().markets.find((m) => m.simple)?.simple };
    expect(newMarketConfigurationSchema.safeParse(both).success).toBe(false);
    const none = { ...market, logNormal: null, simple: null };
    expect(newMarketConfigurationSchema.safeParse(none).success).toBe(false);
  });

  it('accept REST-style nulls for the unused data source kind', () => {
    const time = {
      external: null,
      internal: { time: { conditions: [{ operator: 'OPERATOR_GREATER_THAN', value: '1' }] } },
    };
    expect(dataSourceDefinitionSchema.safeParse(time).success).toBe(true);
    expect(dataSourceDefinitionSchema.safeParse({ external: null, internal: null }).success).toBe(
      false,
    );
  });

  it('reject unknown enum names', () => {
    const g = fresh();
    const oracle = g.markets[0]!.instrument.future.dataSourceSpecForSettlementData.external!.oracle;
    (oracle.filters[0]!.key as { type: string }).type = 'TYPE_FLOAT';
    expect(issues(g).join('\n')).toMatch(/filters\[0\]\.key\.type/);
  });

  it('reject a binding to a property the data source does not deliver', () => {
    const g = fresh();
    g.markets[0]!.instrument.future.dataSourceSpecBinding.tradingTerminationProperty = 'nothing';
    expect(issues(g).join('\n')).toMatch(
      /markets\[0\]\.instrument\.future\.dataSourceSpecBinding\.tradingTerminationProperty: tradingTerminationProperty must be one of/,
    );
  });
});

describe('network parameters', () => {
  it('parses Go durations', () => {
    expect(parseGoDuration('5m')).toBe(300);
    expect(parseGoDuration('1h0m0s')).toBe(3600);
    expect(parseGoDuration('1h30m')).toBe(5400);
    expect(parseGoDuration('0')).toBe(0);
    expect(parseGoDuration('500ms')).toBe(0.5);
    expect(parseGoDuration('5 minutes')).toBeUndefined();
    expect(parseGoDuration('')).toBeUndefined();
  });

  it('checks values by key type', () => {
    expect(NETWORK_PARAMETER_KEYS).toHaveLength(116);
    expect(checkNetworkParameterValue('validators.epoch.length', '10m')).toBeUndefined();
    expect(checkNetworkParameterValue('validators.epoch.length', '10')).toMatch(/Go duration/);
    expect(checkNetworkParameterValue('market.margin.scalingFactors', '{')).toMatch(/JSON/);
    expect(checkNetworkParameterValue('spam.pow.difficulty', '-1')).toMatch(/unsigned/);
    expect(checkNetworkParameterValue('no.such.key', '1')).toMatch(/unknown/);
  });

  it('rejects unknown keys and keeps JSON values compact and parseable', () => {
    const g = fresh();
    for (const key of NETWORK_PARAMETER_KEYS.filter(
      (k) => k.includes('Config') || k.includes('Factors') || k.includes('defaultParameters'),
    )) {
      const value = g.networkParameters[key];
      expect(JSON.stringify(JSON.parse(value))).toBe(value);
    }
    (g.networkParameters as Record<string, string>)['validators.epoch.lenght'] = '5m';
    expect(issues(g).join('\n')).toMatch(/validators\.epoch\.lenght/);
  });
});

describe('cross references', () => {
  it('accept the default genesis', () => {
    expect(issues(fresh())).toEqual([]);
  });

  it('reject delegations to unknown nodes or beyond the associated stake', () => {
    const g = fresh();
    const delegator = g.parties.findIndex((p) => (p.staking?.delegations.length ?? 0) > 0);
    const staking = g.parties[delegator]!.staking!;
    staking.delegations[0]!.nodeId = 'cd'.repeat(32);
    staking.associated = '1';
    const found = issues(g);
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`parties\\[${delegator}\\]\\.staking\\.delegations\\[0\\]\\.nodeId`),
      ),
    );
    expect(found).toContainEqual(expect.stringMatching(/staking\.associated: delegated/));
  });

  it('reject deposits in unknown assets and an unknown reward asset', () => {
    const g = fresh();
    g.parties[10]!.deposits[0]!.assetId = 'ef'.repeat(32);
    g.networkParameters['reward.asset'] = 'VOTE';
    const found = issues(g).join('\n');
    expect(found).toMatch(/parties\[10\]\.deposits\[0\]\.assetId: unknown asset/);
    expect(found).toMatch(/reward\.asset/);
  });

  it('reject more consensus validators than the network allows', () => {
    const g = fresh();
    g.networkParameters['network.validators.tendermint.number'] = '5';
    expect(issues(g).join('\n')).toMatch(/exceed network\.validators\.tendermint\.number/);
  });

  it('reject duplicate validator keys and an operator that is not a party', () => {
    const g = fresh();
    g.validators[1]!.tmPubKey = g.validators[0]!.tmPubKey;
    g.validators[2]!.pubKey = 'aa'.repeat(32);
    const found = issues(g).join('\n');
    expect(found).toMatch(/validators\[1\]\.tmPubKey: duplicate tmPubKey/);
    expect(found).toMatch(/validators\[2\]\.pubKey: operator/);
  });

  it('map genesis validator statuses onto the API enum', () => {
    expect(VALIDATOR_STATUS_NAMES.ersatz).toBe('VALIDATOR_NODE_STATUS_ERSATZ');
  });
});
