import { describe, expect, it } from 'vitest';
import { omissibleProperties } from './proto-oneofs.ts';
import { loadSwagger } from './swagger-document.ts';
import { SwaggerValidator, type Issue } from './swagger-validator.ts';

/**
 * The validator itself: each rule is shown to reject what it should, on records written here
 * by hand from the reference (api-contract §3.2), not produced by our server.
 */
const dataNode = new SwaggerValidator(loadSwagger('trading_data_v2'));
const explorer = new SwaggerValidator(loadSwagger('blockexplorer'));

const ORDER = {
  id: 'a'.repeat(64),
  marketId: 'b'.repeat(64),
  partyId: 'c'.repeat(64),
  side: 'SIDE_BUY',
  price: '123456',
  size: '10',
  remaining: '4',
  timeInForce: 'TIME_IN_FORCE_GTC',
  type: 'TYPE_LIMIT',
  createdAt: '1683633600123456789',
  status: 'STATUS_ACTIVE',
  expiresAt: '0',
  reference: '',
  updatedAt: '0',
  version: '1',
  batchId: '1',
  peggedOrder: null,
  liquidityProvisionId: '',
  postOnly: false,
  reduceOnly: false,
};
const order = (change: Record<string, unknown>, drop: string[] = []) => {
  const copy: Record<string, unknown> = { ...ORDER, ...change };
  for (const key of drop) delete copy[key];
  return dataNode.validateDefinition('vegaOrder', copy);
};
const kinds = (issues: Issue[]) => issues.map((i) => `${i.kind} ${i.path}`);

describe('SwaggerValidator', () => {
  it('accepts an order as grpc-gateway renders it, with or without its optional reason', () => {
    expect(order({})).toEqual([]);
    expect(order({ reason: 'ORDER_ERROR_MARGIN_CHECK_FAILED', status: 'STATUS_REJECTED' })).toEqual(
      [],
    );
    expect(order({ peggedOrder: { reference: 'PEGGED_REFERENCE_MID', offset: '5' } })).toEqual([]);
  });

  it('reports a missing property, since defaults are emitted', () => {
    expect(kinds(order({}, ['side', 'postOnly']))).toEqual([
      'missing $.side',
      'missing $.postOnly',
    ]);
  });

  it('reports a property the definition does not have', () => {
    const issues = order({ colour: 'red' });
    expect(issues).toMatchObject([
      { kind: 'extra', definition: 'vegaOrder', property: 'colour', path: '$.colour' },
    ]);
  });

  it('checks enum names (REST carries names, not integers)', () => {
    expect(kinds(order({ side: 'BUY' }))).toEqual(['enum $.side']);
    expect(kinds(order({ side: 1 }))).toEqual(['type $.side']);
  });

  it('wants 64-bit integers as decimal strings in range', () => {
    expect(kinds(order({ size: 10 }))).toEqual(['type $.size']);
    expect(kinds(order({ size: '-1' }))).toEqual(['format $.size']);
    expect(kinds(order({ createdAt: '1.5' }))).toEqual(['format $.createdAt']);
    expect(kinds(order({ size: '18446744073709551616' }))).toEqual(['format $.size']);
    expect(order({ size: '18446744073709551615' })).toEqual([]);
  });

  it('allows null for an unset sub-message, but not for a oneof member or a scalar', () => {
    expect(kinds(order({ reason: null }))).toEqual(['null $.reason']);
    expect(kinds(order({ price: null }))).toEqual(['null $.price']);
    const asset = { id: 'a'.repeat(64), status: 'STATUS_ENABLED', details: null };
    expect(dataNode.validateDefinition('vegaAsset', asset)).toEqual([]);
  });

  it('checks nested messages, arrays and map values', () => {
    const conn = {
      edges: [{ cursor: 'x', node: { ...ORDER, peggedOrder: { reference: 'MID', offset: '1' } } }],
      pageInfo: { startCursor: '', endCursor: '', hasNextPage: 'no', hasPreviousPage: false },
    };
    expect(kinds(dataNode.validateDefinition('v2OrderConnection', conn))).toEqual([
      'enum $.edges[0].node.peggedOrder.reference',
      'type $.pageInfo.hasNextPage',
    ]);
    const governance = {
      proposal: null,
      yes: [],
      no: [],
      yesParty: { [ORDER.partyId]: { partyId: ORDER.partyId } },
      noParty: {},
    };
    const issues = dataNode.validateDefinition('vegaGovernanceData', governance);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.path.startsWith(`$.yesParty.${ORDER.partyId}.`))).toBe(true);
    expect(issues.every((i) => i.kind === 'missing')).toBe(true);
  });

  it('wants int32 fields as JSON integers in range, doubles as numbers', () => {
    const epochData = (total: unknown) =>
      dataNode.validateDefinition('vegaEpochData', { offline: 0, online: 1, total });
    expect(epochData(2)).toEqual([]);
    expect(kinds(epochData('2'))).toEqual(['type $.total']);
    expect(kinds(epochData(1.5))).toEqual(['type $.total']);
    expect(kinds(epochData(2 ** 31))).toEqual(['format $.total']);
    const params = (mu: unknown) =>
      dataNode.validateDefinition('vegaLogNormalModelParams', { mu, r: 0.016, sigma: 0.8 });
    expect(params(-0.5)).toEqual([]);
    expect(kinds(params('0.5'))).toEqual(['type $.mu']);
  });

  it('uses the renamed brand word: netPubKey exists, vegaPubKey does not', () => {
    const announce = explorer.doc.definitions.v1AnnounceNode?.properties ?? {};
    expect(Object.keys(announce)).toContain('netPubKey');
    expect(Object.keys(announce)).not.toContain('vegaPubKey');
  });
});

describe('omissibleProperties (oneofs and proto3 optional, from proto.json)', () => {
  const doc = loadSwagger('trading_data_v2');
  it('finds proto3 optional fields', () => {
    expect([...omissibleProperties(doc, 'vegaOrder')!]).toEqual(['reason']);
  });
  it('finds the members of a oneof', () => {
    expect([...omissibleProperties(doc, 'vegaProposalTerms')!].sort()).toEqual([
      'newAsset',
      'newFreeform',
      'newMarket',
      'updateAsset',
      'updateMarket',
      'updateNetworkParameter',
    ]);
  });
  it('finds none in a message without oneofs', () => {
    expect(omissibleProperties(doc, 'vegaTrade')!.size).toBe(0);
  });
});
