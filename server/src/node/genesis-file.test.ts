import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDefaultGenesis } from '../chain/engine/genesis/default/build.ts';
import { DEFAULT_GENESIS_PATH, loadGenesis, resolveGenesisPath } from './genesis-file.ts';

/** Keys of the reference's §7 table, copied from shared/reference/api-contract.md into a fixture. */
async function referenceParameterKeys(): Promise<string[]> {
  const text = await readFile(
    fileURLToPath(
      new URL('../../test/fixtures/reference-network-parameter-keys.txt', import.meta.url),
    ),
    'utf8',
  );
  return text.split('\n').filter((line) => line && !line.startsWith('#'));
}

const rawDefault = async () =>
  JSON.parse(await readFile(DEFAULT_GENESIS_PATH, 'utf8')) as Record<string, unknown> & {
    parties: { id: string }[];
    markets: { instrument: { future: { settlementAsset: string } } }[];
  };

describe('default genesis', () => {
  it('loads and validates', async () => {
    const genesis = await loadGenesis();
    expect(genesis.chainId).toBe('trading-network-sim-0001');
  });

  it('is exactly what scripts/make-genesis.ts generates', async () => {
    const onDisk = await readFile(DEFAULT_GENESIS_PATH, 'utf8');
    expect(onDisk).toBe(`${JSON.stringify(buildDefaultGenesis(), null, 2)}\n`);
  });

  it('keeps the asset ids other parts depend on', async () => {
    const { assets } = await loadGenesis();
    const bySymbol = Object.fromEntries(assets.map((a) => [a.details.symbol, a.id]));
    expect(bySymbol).toMatchObject({
      VOTE: '82f44af0ff711331b6d9924280fcca1b8d693025479bab3f9b46d95de6d28baf',
      USDC: 'c1b2103149cd6216c098e6caa5453b5d72a4339f5ba3dd5cb7933cbf9f12b95e',
      WETH: 'fb5c8b5ee46b3f64f34e83a42b895c3ef1156ae051099ef5c294ea7f9c30a6c5',
      tDAI: '14980832a6b7104c8cd2862fa0f4206e96b01f97688bc4bad9d91b87cdf4e47d',
    });
  });

  it('meets the minimum sizes of a lively demo network', async () => {
    const g = await loadGenesis();
    expect(g.assets.length).toBeGreaterThanOrEqual(4);
    expect(g.assets.some((a) => a.details.decimals === '6' && a.details.erc20)).toBe(true);
    expect(g.assets.some((a) => a.details.decimals === '18' && a.details.erc20)).toBe(true);
    expect(g.assets.some((a) => a.details.builtinAsset)).toBe(true);
    const status = (s: string) => g.validators.filter((v) => v.status === s).length;
    expect(status('tendermint')).toBeGreaterThanOrEqual(13);
    expect(status('ersatz')).toBeGreaterThanOrEqual(3);
    expect(status('pending')).toBeGreaterThanOrEqual(2);
    expect(g.markets.length).toBeGreaterThanOrEqual(5);
    expect(g.markets.some((m) => m.logNormal)).toBe(true);
    expect(g.markets.some((m) => m.simple)).toBe(true);
    expect(g.parties.length).toBeGreaterThanOrEqual(200);
  });

  it('funds every party with the governance token and every market with traders', async () => {
    const g = await loadGenesis();
    const vote = g.networkParameters['reward.asset'];
    expect(g.assets.find((a) => a.id === vote)?.details.symbol).toBe('VOTE');
    for (const p of g.parties) expect(p.deposits.map((d) => d.assetId)).toContain(vote);
    for (const m of g.markets) {
      const asset = m.instrument.future.settlementAsset;
      const holders = g.parties.filter((p) => p.deposits.some((d) => d.assetId === asset));
      expect(holders.length, m.instrument.code).toBeGreaterThanOrEqual(20);
    }
    const roles = new Set(g.parties.map((p) => p.role));
    expect([...roles]).toEqual(
      expect.arrayContaining(['whale', 'market-maker', 'liquidity-provider', 'trader']),
    );
  });

  it('contains one validator with hostile markup, accepted by the schema', async () => {
    const { validators } = await loadGenesis();
    const hostile = validators.filter(
      (v) => /[<>]/.test(v.name) || /^javascript:/i.test(v.infoUrl),
    );
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.infoUrl).toBe('javascript:alert(1)');
  });

  it('has the demo tuning', async () => {
    const p = (await loadGenesis()).networkParameters;
    expect(p['validators.epoch.length']).toBe('5m');
    expect(p['snapshot.interval.length']).toBe('300');
    expect(p['market.auction.minimumDuration']).toBe('30s');
    expect(p['governance.proposal.market.minClose']).toBe('2m');
    expect(p['governance.proposal.market.minEnact']).toBe('3m');
  });

  describe('against the reference contract §7', () => {
    it('sets every network parameter of the reference and nothing else', async () => {
      const keys = await referenceParameterKeys();
      expect(keys).toHaveLength(116);
      const { networkParameters } = await rawDefault();
      expect(Object.keys(networkParameters as object).sort()).toEqual([...keys].sort());
    });
  });
});

describe('GENESIS override', () => {
  it('uses $GENESIS when set, the default file otherwise', () => {
    expect(resolveGenesisPath({ GENESIS: '/tmp/other.json' })).toBe('/tmp/other.json');
    expect(resolveGenesisPath({ GENESIS: ' ' })).toBe(DEFAULT_GENESIS_PATH);
    expect(resolveGenesisPath({})).toBe(DEFAULT_GENESIS_PATH);
  });
});

describe('broken genesis files', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'genesis-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function write(name: string, content: unknown): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  }

  it('rejects bad JSON, naming the file', async () => {
    const path = await write('bad.json', '{"chainId": ');
    await expect(loadGenesis(path)).rejects.toThrow(/bad\.json: cannot read JSON/);
  });

  it('rejects a missing file', async () => {
    await expect(loadGenesis(join(dir, 'nope.json'))).rejects.toThrow(/cannot read JSON/);
  });

  it('rejects a missing chainId', async () => {
    const g = await rawDefault();
    delete g['chainId'];
    await expect(loadGenesis(await write('no-chain.json', g))).rejects.toThrow(/at chainId/);
  });

  it('rejects a market with an unknown settlement asset', async () => {
    const g = await rawDefault();
    g.markets[0]!.instrument.future.settlementAsset = 'ab'.repeat(32);
    await expect(loadGenesis(await write('asset.json', g))).rejects.toThrow(
      /unknown settlement asset[\s\S]*at markets\[0\]\.instrument\.future\.settlementAsset/,
    );
  });

  it('rejects a duplicate party id', async () => {
    const g = await rawDefault();
    g.parties[5]!.id = g.parties[4]!.id;
    await expect(loadGenesis(await write('dup.json', g))).rejects.toThrow(
      /duplicate id[\s\S]*at parties\[5\]\.id/,
    );
  });

  it('rejects a missing network parameter, naming the key', async () => {
    const g = await rawDefault();
    delete (g['networkParameters'] as Record<string, string>)['validators.epoch.length'];
    await expect(loadGenesis(await write('param.json', g))).rejects.toThrow(
      /networkParameters\["?validators\.epoch\.length/,
    );
  });
});
