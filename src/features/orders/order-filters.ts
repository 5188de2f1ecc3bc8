import type { ParamsOf } from '#contract/endpoints/endpoint.ts';
import type { orders } from '#contract/endpoints/orders.ts';
import { OrderStatus, OrderType, TimeInForce } from '#contract/enums.ts';
import type { Order } from '#contract/order.ts';

type OrdersParams = ParamsOf<typeof orders>;

/**
 * The orders list's filters (spec §4.2), kept in the URL under the reference's parameter names
 * (`filter.statuses`, `filter.liveOnly`…), so a filtered view survives a reload and can be
 * shared, and the URL reads like the API request it makes.
 */
export interface OrderFilters {
  /** Enum names (validated against the enums when read from a URL). */
  statuses: string[];
  types: string[];
  timeInForces: string[];
  partyIds: string[];
  marketIds: string[];
  reference: string;
  liveOnly: boolean;
  excludeLiquidity: boolean;
  /** Created at or after / before this Unix ns time ('' = open): `filter.dateRange.*`. */
  createdFrom: string;
  createdBefore: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = {
  statuses: [],
  types: [],
  timeInForces: [],
  partyIds: [],
  marketIds: [],
  reference: '',
  liveOnly: false,
  excludeLiquidity: false,
  createdFrom: '',
  createdBefore: '',
};

/** Values offered for each multi-select: every value but the always-invalid UNSPECIFIED. */
const choices = (names: readonly string[]) => names.filter((n) => !n.endsWith('_UNSPECIFIED'));
export const STATUS_CHOICES = choices(OrderStatus.names);
export const TYPE_CHOICES = choices(OrderType.names);
export const TIME_IN_FORCE_CHOICES = choices(TimeInForce.names);

const ID_RE = /^[0-9a-f]{64}$/;
const LIST_KEYS = {
  statuses: 'filter.statuses',
  types: 'filter.types',
  timeInForces: 'filter.timeInForces',
  partyIds: 'filter.partyIds',
  marketIds: 'filter.marketIds',
} as const satisfies Record<string, keyof OrdersParams>;

/** Known values only, once each, in the enum's order (so equal filters give equal URLs). */
function pick(values: string[], allowed: readonly string[]): string[] {
  return allowed.filter((v) => values.includes(v));
}

function ids(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter((v) => ID_RE.test(v)))];
}

const flag = (value: string | null) => value === 'true' || value === '1';
const NS_RE = /^\d{1,19}$/;
const nanos = (value: string | null) => (value && NS_RE.test(value) ? value : '');
const FROM_KEY = 'filter.dateRange.startTimestamp' satisfies keyof OrdersParams;
const BEFORE_KEY = 'filter.dateRange.endTimestamp' satisfies keyof OrdersParams;

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    statuses: pick(params.getAll(LIST_KEYS.statuses), STATUS_CHOICES),
    types: pick(params.getAll(LIST_KEYS.types), TYPE_CHOICES),
    timeInForces: pick(params.getAll(LIST_KEYS.timeInForces), TIME_IN_FORCE_CHOICES),
    partyIds: ids(params.getAll(LIST_KEYS.partyIds)),
    marketIds: ids(params.getAll(LIST_KEYS.marketIds)),
    reference: (params.get('filter.reference') ?? '').trim(),
    liveOnly: flag(params.get('filter.liveOnly')),
    excludeLiquidity: flag(params.get('filter.excludeLiquidity')),
    createdFrom: nanos(params.get(FROM_KEY)),
    createdBefore: nanos(params.get(BEFORE_KEY)),
  };
}

/** The URL search for the filters; parameters that are not filters (e.g. `node`) are kept. */
export function orderFiltersToSearch(
  filters: OrderFilters,
  base = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [field, key] of Object.entries(LIST_KEYS) as [keyof typeof LIST_KEYS, string][]) {
    next.delete(key);
    for (const value of filters[field]) next.append(key, value);
  }
  const single: [string, string][] = [
    ['filter.reference', filters.reference],
    ['filter.liveOnly', filters.liveOnly ? 'true' : ''],
    ['filter.excludeLiquidity', filters.excludeLiquidity ? 'true' : ''],
    [FROM_KEY, filters.createdFrom],
    [BEFORE_KEY, filters.createdBefore],
  ];
  for (const [key, value] of single) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The request parameters: the same names; empty filters are left out. */
export function orderFilterParams(filters: OrderFilters): OrdersParams {
  return {
    [LIST_KEYS.statuses]: filters.statuses as OrdersParams[typeof LIST_KEYS.statuses],
    [LIST_KEYS.types]: filters.types as OrdersParams[typeof LIST_KEYS.types],
    [LIST_KEYS.timeInForces]: filters.timeInForces as OrdersParams[typeof LIST_KEYS.timeInForces],
    [LIST_KEYS.partyIds]: filters.partyIds,
    [LIST_KEYS.marketIds]: filters.marketIds,
    'filter.reference': filters.reference || undefined,
    'filter.liveOnly': filters.liveOnly || undefined,
    'filter.excludeLiquidity': filters.excludeLiquidity || undefined,
    [FROM_KEY]: filters.createdFrom || undefined,
    [BEFORE_KEY]: filters.createdBefore || undefined,
  };
}

export function isFiltered(filters: OrderFilters): boolean {
  return orderFiltersToSearch(filters).toString() !== '';
}

const LIVE_STATUSES: readonly string[] = ['STATUS_ACTIVE', 'STATUS_PARKED'];
const within = (wanted: readonly string[], value: string) =>
  wanted.length === 0 || wanted.includes(value);

/**
 * Whether an order passes the filters as `GET /api/v2/orders` applies them: the orders stream
 * filters only by market, party and liquidity, so streamed orders are checked here too.
 */
export function orderMatchesFilters(order: Order, filters: OrderFilters): boolean {
  return (
    within(filters.statuses, order.status) &&
    within(filters.types, order.type) &&
    within(filters.timeInForces, order.timeInForce) &&
    within(filters.partyIds, order.partyId) &&
    within(filters.marketIds, order.marketId) &&
    (!filters.reference || order.reference === filters.reference) &&
    (!filters.liveOnly || LIVE_STATUSES.includes(order.status)) &&
    (!filters.excludeLiquidity || order.liquidityProvisionId === '') &&
    // As the data node: from inclusive, before exclusive.
    (!filters.createdFrom || BigInt(order.createdAt) >= BigInt(filters.createdFrom)) &&
    (!filters.createdBefore || BigInt(order.createdAt) < BigInt(filters.createdBefore))
  );
}

/** The filters the orders stream takes itself (`/api/v2/stream/orders`, spec §6). */
export function orderStreamParams(filters: OrderFilters) {
  return {
    marketIds: filters.marketIds,
    partyIds: filters.partyIds,
    excludeLiquidity: filters.excludeLiquidity || undefined,
  };
}
