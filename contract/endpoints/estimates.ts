import { OrderType, Side } from '../enums.ts';
import {
  estimateFeeResponseSchema,
  estimateMarginResponseSchema,
  estimatePositionResponseSchema,
} from '../estimate.ts';
import { endpoint } from './endpoint.ts';
import { param } from './params.ts';

/** The estimates of the reference swagger: fees, margin, a position's liquidation price. */
const marketId = param.id('market', { required: true });

export const estimateFee = endpoint({
  name: 'estimateFee',
  path: '/api/v2/estimate/fee',
  query: {
    price: param.amount({ required: true }),
    size: param.uint64({ required: true }),
    marketId,
  },
  response: estimateFeeResponseSchema,
});

export const estimateMargin = endpoint({
  name: 'estimateMargin',
  path: '/api/v2/estimate/margin',
  query: {
    partyId: param.id('party', { required: true }),
    side: param.enum(Side, { required: true }),
    type: param.enums(OrderType),
    price: param.amount(),
    size: param.uint64({ required: true }),
    marketId,
  },
  response: estimateMarginResponseSchema,
});

export const estimatePosition = endpoint({
  name: 'estimatePosition',
  path: '/api/v2/estimate/position',
  query: {
    openVolume: param.int64({ required: true }),
    collateralAvailable: param.amount(),
    marketId,
  },
  response: estimatePositionResponseSchema,
});
