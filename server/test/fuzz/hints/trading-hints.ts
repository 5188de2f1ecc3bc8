import type { RouteHint } from './route-hint.ts';

export const TRADING_HINTS: Record<string, RouteHint> = {
  // The history is limited to one party: without one it always refuses.
  '/api/v2/ledgerentry/history': { required: ['filter.fromAccountFilter.partyIds'] },
  // A margin estimate answers only for a market, party, side and size all valid at once.
  '/api/v2/estimate/margin': { extraRuns: 300 },
};
