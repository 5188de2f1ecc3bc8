import { beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  MarketState,
  OrderStatus,
  ProposalState,
  TradeType,
} from '#contract/enums.ts';
import { loadSwagger } from '../conformance/swagger-document.ts';
import { readConfig } from '../../src/config.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { NetworkState } from '../../src/chain/engine/state/network-state.ts';
import { runBlock } from '../../src/chain/run-block.ts';

const START = 1_767_225_600_000_000_000n;
const NS = 1_000_000_000n;

/**
 * Over the default history (`HISTORY_BLOCKS` and `SEED` defaults), every order status, trade
 * type, market state, proposal state and account type of the reference occurs at least once.
 * The values are read from the reference itself (its vendored swagger's enums), not from our
 * contract, so a value the contract lacked would still be asked for.
 */
const REFERENCE_ENUMS = {
  orderStatuses: 'vegaOrderStatus',
  tradeTypes: 'vegaTradeType',
  marketStates: 'vegaMarketState',
  proposalStates: 'vegaProposalState',
  accountTypes: 'vegaAccountType',
} as const;
type Kind = keyof typeof REFERENCE_ENUMS;

/** The reference's values of an enum, without the `_UNSPECIFIED` default no record carries. */
function referenceValues(kind: Kind): string[] {
  const values = loadSwagger('trading_data_v2').definitions[REFERENCE_ENUMS[kind]]?.enum;
  if (!values) throw new Error(`no enum ${REFERENCE_ENUMS[kind]} in the reference swagger`);
  return (values as string[]).filter((n) => !n.endsWith('_UNSPECIFIED'));
}

/**
 * Values left out of the coverage, each with why: none. (STATE_CANCELLED, a market whose trading
 * ends in its opening auction, comes from a listing that expires before it opens:
 * agents/activity/market-maturity.ts.) The coverage test fails if a listed value shows up.
 */
const LEFT_OUT: Partial<Record<Kind, Set<string>>> = {};

interface Seen {
  orderStatuses: Set<string>;
  tradeTypes: Set<string>;
  marketStates: Set<string>;
  proposalStates: Set<string>;
  accountTypes: Set<string>;
  /** Per block after the first vote closed: proposals OPEN and PASSED (waiting to be enacted). */
  governance: { height: bigint; open: number; passed: number }[];
}

const seen: Seen = {
  orderStatuses: new Set(),
  tradeTypes: new Set(),
  marketStates: new Set(),
  proposalStates: new Set(),
  accountTypes: new Set(),
  governance: [],
};

beforeAll(async () => {
  // The defaults, whatever the environment running the tests sets.
  const config = readConfig({});
  const state = new NetworkState(await loadGenesis(), START);
  let warm = false;
  for (let h = 1n; h <= BigInt(config.HISTORY_BLOCKS); h++) {
    const out = runBlock(state, config.SEED, h, START + h * NS, config.BLOCK_INTERVAL_MS);
    for (const o of out.orderVersions.values()) seen.orderStatuses.add(o.status);
    for (const { trade } of out.trades) seen.tradeTypes.add(trade.type);
    for (const m of state.markets) seen.marketStates.add(m.state);
    for (const a of out.accounts) seen.accountTypes.add(a.type);
    for (const { entry } of out.ledgerEntries)
      seen.accountTypes.add(entry.fromAccount.type).add(entry.toAccount.type);
    let open = 0;
    let passed = 0;
    for (const p of state.governance.proposals.values()) {
      seen.proposalStates.add(p.proposal.state);
      if (p.proposal.state === 'STATE_OPEN') open++;
      if (p.proposal.state === 'STATE_PASSED') passed++;
      if (p.proposal.state === 'STATE_PASSED' || p.proposal.state === 'STATE_DECLINED') warm = true;
    }
    if (warm) seen.governance.push({ height: h, open, passed });
  }
}, 300_000);

function coverage(
  all: string[],
  got: Set<string>,
  apart: Set<string> = new Set(),
): { missing: string[]; apartSeen: string[] } {
  return {
    missing: all.filter((n) => !got.has(n) && !apart.has(n)),
    apartSeen: [...apart].filter((n) => got.has(n)),
  };
}

describe('the default history', () => {
  it('names the values as the reference does (contract enums = reference enums)', () => {
    const contract = {
      orderStatuses: OrderStatus,
      tradeTypes: TradeType,
      marketStates: MarketState,
      proposalStates: ProposalState,
      accountTypes: AccountType,
    };
    for (const [kind, e] of Object.entries(contract))
      expect(
        e.names.filter((n) => !n.endsWith('_UNSPECIFIED')),
        kind,
      ).toEqual(referenceValues(kind as Kind));
  });

  it('lists every order status, trade type, market state, proposal state and account type', () => {
    const kinds = Object.keys(REFERENCE_ENUMS) as Kind[];
    const report = Object.fromEntries(
      kinds.map((kind) => [kind, coverage(referenceValues(kind), seen[kind], LEFT_OUT[kind])]),
    );
    // What it saw, for the record (vitest prints it with --reporter=verbose).
    console.info(
      'seen in the default history:',
      Object.fromEntries(
        Object.entries(seen)
          .filter(([, v]) => v instanceof Set)
          .map(([k, v]) => [k, [...(v as Set<string>)].sort()]),
      ),
    );
    for (const [kind, r] of Object.entries(report)) {
      expect(r.missing, `${kind} never seen`).toEqual([]);
      expect(r.apartSeen, `${kind} listed apart but seen: empty the list`).toEqual([]);
    }
  });

  it('always has proposals open and proposals waiting for enactment once votes close', () => {
    // Votes close 2–3 minutes after submission: the first closes around block 140.
    expect(seen.governance[0]!.height).toBeLessThan(200n);
    const idle = seen.governance.filter((g) => g.open === 0 || g.passed === 0);
    expect(idle.map((g) => g.height)).toEqual([]);
    expect(seen.governance.length).toBeGreaterThan(200);
  });
});
