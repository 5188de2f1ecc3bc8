import { describe, expect, it } from 'vitest';
import { order } from '#contract/endpoints/orders.ts';
import { networkParameter } from '#contract/endpoints/network-parameters.ts';
import { party } from '#contract/endpoints/parties.ts';
import { endpointRequest } from './endpoints.ts';

const ORDER_ID = 'ab'.repeat(32);

describe('endpointRequest', () => {
  it('fills the path parameter and sends the others as the query', () => {
    expect(endpointRequest(order, { orderId: ORDER_ID, version: 2 })).toEqual({
      path: `/api/v2/order/${ORDER_ID}`,
      query: { version: 2 },
    });
  });

  it('encodes a text path parameter', () => {
    expect(endpointRequest(networkParameter, { key: 'a/b c' }).path).toBe(
      '/api/v2/network/parameters/a%2Fb%20c',
    );
  });

  it('leaves a malformed id to the node, which answers it with its 400', () => {
    expect(endpointRequest(order, { orderId: 'not an id' }).path).toBe(
      '/api/v2/order/not%20an%20id',
    );
  });

  it('leaves a party to the node, which knows the named ones', () => {
    expect(endpointRequest(party, { partyId: 'network' }).path).toBe('/api/v2/party/network');
  });
});
