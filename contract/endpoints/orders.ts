import { OrderStatus, OrderType, TimeInForce } from '../enums.ts';
import { orderResponseSchema, ordersResponseSchema } from '../order.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam, type ParamGroup } from './params.ts';

/** The orders list's filter (reference §2); `filter.includeLiquidity` is the spec's word. */
export const orderFilter = {
  group: 'orderFilter',
  params: {
    'filter.statuses': param.enums(OrderStatus),
    'filter.types': param.enums(OrderType),
    'filter.timeInForces': param.enums(TimeInForce),
    'filter.excludeLiquidity': param.bool(),
    'filter.includeLiquidity': param.bool({ description: 'false excludes liquidity orders' }),
    'filter.partyIds': param.ids('party'),
    'filter.marketIds': param.ids('market'),
    'filter.reference': param.text({ kind: 'reference' }),
    'filter.liveOnly': param.bool(),
    'filter.dateRange.startTimestamp': param.timestamp(),
    'filter.dateRange.endTimestamp': param.timestamp(),
  },
} as const satisfies ParamGroup;

/** `GET /api/v2/orders` (spec §4.2, reference §2): newest first. */
export const orders = endpoint({
  name: 'orders',
  path: '/api/v2/orders',
  query: { filter: orderFilter, pagination },
  response: ordersResponseSchema,
  list: 'orders',
});

/** `GET /api/v2/order/{orderId}`: its latest version, or the one asked for. */
export const order = endpoint({
  name: 'order',
  path: '/api/v2/order/{orderId}',
  params: { orderId: pathParam.id('order') },
  query: { version: param.int32() },
  response: orderResponseSchema,
});

export const orderVersions = endpoint({
  name: 'orderVersions',
  path: '/api/v2/order/versions/{orderId}',
  params: { orderId: pathParam.id('order') },
  query: { pagination },
  response: ordersResponseSchema,
  list: 'orders',
});
