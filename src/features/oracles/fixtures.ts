import type { DataSourceSpec } from '#contract/data-source.ts';
import type { Market } from '#contract/market.ts';

// Test records of this feature: a spec as the data node serves it, and the part of a market's
// configuration the oracle pages read (the rest of a market is not read here).

export const SIGNER_KEY = 'd21c11bc5c1a0542ee13c70ba6632d064bd91026f764e377656a4840ef708582';

export function specFixture(id: string, overrides: Partial<DataSourceSpec> = {}): DataSourceSpec {
  return {
    id,
    createdAt: '1767225599000000000',
    updatedAt: '0',
    status: 'STATUS_ACTIVE',
    data: {
      external: {
        oracle: {
          signers: [{ pubKey: { key: SIGNER_KEY } }],
          filters: [
            {
              key: { name: 'prices.EUR.value', type: 'TYPE_INTEGER', numberDecimalPlaces: '5' },
              conditions: [{ operator: 'OPERATOR_GREATER_THAN', value: '0' }],
            },
          ],
        },
      },
    },
    ...overrides,
  };
}

/** A future market whose settlement and termination specs are the ids given. */
export function marketWith(
  id: string,
  code: string,
  settlementSpec: string,
  terminationSpec: string,
): Market {
  return {
    id,
    decimalPlaces: '5',
    positionDecimalPlaces: '0',
    tradableInstrument: {
      instrument: {
        code,
        name: code,
        future: {
          settlementAsset: 'asset-usd',
          dataSourceSpecForSettlementData: specFixture(settlementSpec),
          dataSourceSpecForTradingTermination: specFixture(terminationSpec),
          dataSourceSpecBinding: {
            settlementDataProperty: `${code}.price`,
            tradingTerminationProperty: `${code}.end`,
          },
        },
      },
    },
  } as unknown as Market;
}

/** A connection page of `nodes`, the data node's list shape. */
export function page<T>(nodes: T[]) {
  return {
    edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: { startCursor: 'c0', endCursor: 'c0', hasNextPage: false, hasPreviousPage: false },
  };
}
