import { describe, expect, it } from 'vitest';
import {
  accountsStreamResultSchema,
  ordersStreamResultSchema,
  parseStreamMessage,
  STREAMS,
  streamMessageSchema,
  tradesStreamResultSchema,
  votesStreamResultSchema,
} from './stream-messages.ts';

const ORDER = '0a'.repeat(32);
const MARKET = '1b'.repeat(32);
const PARTY = '2c'.repeat(32);
const ASSET = '4e'.repeat(32);

describe('parseStreamMessage', () => {
  it('decodes an orders snapshot page (integers, omitted defaults)', () => {
    const wire = {
      result: {
        snapshot: {
          orders: [
            {
              id: ORDER,
              marketId: MARKET,
              partyId: PARTY,
              side: 1,
              price: '100',
              size: '2',
              remaining: '2',
              timeInForce: 1,
              type: 1,
              createdAt: '1683633600000000000',
              status: 1,
              version: '1',
            },
          ],
        },
      },
    };
    expect(parseStreamMessage(ordersStreamResultSchema, wire)).toEqual({
      result: {
        snapshot: {
          orders: [
            {
              id: ORDER,
              marketId: MARKET,
              partyId: PARTY,
              side: 'SIDE_BUY',
              price: '100',
              size: '2',
              remaining: '2',
              timeInForce: 'TIME_IN_FORCE_GTC',
              type: 'TYPE_LIMIT',
              createdAt: '1683633600000000000',
              status: 'STATUS_ACTIVE',
              expiresAt: '0',
              reference: '',
              updatedAt: '0',
              version: '1',
              batchId: '0',
              liquidityProvisionId: '',
              postOnly: false,
              reduceOnly: false,
            },
          ],
          lastPage: false,
        },
      },
    });
  });

  it('decodes the last, empty snapshot page and an updates message', () => {
    expect(
      parseStreamMessage(ordersStreamResultSchema, { result: { snapshot: { lastPage: true } } }),
    ).toEqual({ result: { snapshot: { orders: [], lastPage: true } } });
    const update = parseStreamMessage(ordersStreamResultSchema, {
      result: { updates: { orders: [{ id: ORDER, status: 3 }] } },
    });
    expect('result' in update && update.result.updates?.orders[0]?.status).toBe('STATUS_CANCELLED');
    expect('result' in update && update.result.snapshot).toBeUndefined();
  });

  it('decodes accounts snapshots', () => {
    expect(
      parseStreamMessage(accountsStreamResultSchema, {
        result: {
          snapshot: {
            accounts: [{ owner: PARTY, balance: '5', asset: ASSET, type: 4 }],
            lastPage: true,
          },
        },
      }),
    ).toEqual({
      result: {
        snapshot: {
          accounts: [
            {
              owner: PARTY,
              balance: '5',
              asset: ASSET,
              marketId: '',
              type: 'ACCOUNT_TYPE_GENERAL',
            },
          ],
          lastPage: true,
        },
      },
    });
  });

  it('decodes an error message, filling its omitted details', () => {
    expect(
      parseStreamMessage(tradesStreamResultSchema, {
        error: { code: 3, message: 'InvalidArgument error' },
      }),
    ).toEqual({ error: { code: 3, message: 'InvalidArgument error', details: [] } });
  });

  it("reads an update's block height and the resume verdict (our extensions)", () => {
    expect(
      parseStreamMessage(tradesStreamResultSchema, { result: { trades: [] }, height: '42' }),
    ).toEqual({ result: { trades: [] }, height: '42' });
    expect(
      parseStreamMessage(tradesStreamResultSchema, {
        resumed: { fromHeight: '40', toHeight: '42', whole: false },
      }),
    ).toEqual({ resumed: { fromHeight: '40', toHeight: '42', whole: false } });
    // A height that is not a decimal string is not a height.
    expect(() =>
      parseStreamMessage(tradesStreamResultSchema, { result: { trades: [] }, height: 42 }),
    ).toThrow();
  });

  it('rejects a message with neither result nor error, and an unknown enum integer', () => {
    expect(() => parseStreamMessage(tradesStreamResultSchema, {})).toThrow();
    expect(() =>
      parseStreamMessage(votesStreamResultSchema, { result: { vote: { value: 9 } } }),
    ).toThrow();
  });
});

describe('streamMessageSchema (REST-form envelope)', () => {
  it('accepts {result} or {error}', () => {
    const schema = streamMessageSchema(tradesStreamResultSchema);
    expect(schema.safeParse({ result: { trades: [] } }).success).toBe(true);
    expect(
      schema.safeParse({ error: { code: 13, message: 'Internal error', details: [] } }).success,
    ).toBe(true);
    expect(schema.safeParse({ trades: [] }).success).toBe(false);
  });
});

describe('STREAMS', () => {
  it('lists the 13 stream paths of spec §6 and the event bus', () => {
    expect(
      Object.values(STREAMS)
        .map((s) => s.path)
        .sort(),
    ).toEqual(
      [
        '/api/v2/stream/accounts',
        '/api/v2/stream/candles/data',
        '/api/v2/stream/liquidity-provisions',
        '/api/v2/stream/margin/levels',
        '/api/v2/stream/markets/depth',
        '/api/v2/stream/markets/depth/updates',
        '/api/v2/stream/markets/data',
        '/api/v2/stream/orders',
        '/api/v2/stream/positions',
        '/api/v2/stream/trades',
        '/api/v2/stream/governance',
        '/api/v2/stream/votes',
        '/api/v2/stream/ledger/movements',
        '/api/v2/stream/event/bus',
      ].sort(),
    );
  });
});
