import { GOVERNANCE_HINTS } from './governance-hints.ts';
import { NODE_HINTS } from './node-hints.ts';
import type { RouteHint } from './route-hint.ts';
import { TRADING_HINTS } from './trading-hints.ts';

export type { RouteHint } from './route-hint.ts';

/** Every route's hint, by its Fastify path. */
export const ROUTE_HINTS: Readonly<Record<string, RouteHint>> = {
  ...GOVERNANCE_HINTS,
  ...NODE_HINTS,
  ...TRADING_HINTS,
};
