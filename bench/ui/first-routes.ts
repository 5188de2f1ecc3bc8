// The routes the first-route JavaScript budget applies to (≤ 1.3× the bare build for the first
// route, whatever it is: docs/benchmarks.md): every page of the explorer, each opened cold as a
// deep link, with real ids from the running data node.
import type { Page } from '@playwright/test';
import type { BuiltApp } from './builds.ts';
import type { RealNode } from './data-node.ts';
import type { RouteTarget } from './initial-js.ts';
import { log } from './report.ts';

interface Edges<T> {
  edges: { node: T }[];
}

/** Ids of one record of each kind the detail pages show. */
interface SampleIds {
  hash: string;
  marketId: string;
  orderId: string;
  /** The party of the latest order: an active trader, so its accounts are not empty. */
  partyId: string;
  nodeId: string;
  assetId: string;
  /** Undefined when no proposal has been made yet. */
  proposalId: string | undefined;
  /** A proposal submission's and a transfer's transaction: their pages decode other commands
   * than the latest transaction's (usually an order), with other records behind them. */
  proposalTxHash: string | undefined;
  transferTxHash: string | undefined;
  /** Undefined when the history has none. */
  oracleSpecId: string | undefined;
  depositId: string | undefined;
  withdrawalId: string | undefined;
}

/** The newest transaction of one command type (the block explorer's own filter), if any. */
async function latestTxOfType(node: RealNode, type: string): Promise<string | undefined> {
  const { transactions } = await node.getJson<{ transactions: { hash: string }[] }>(
    `/rest/transactions?limit=1&filters[cmd.type]=${encodeURIComponent(type)}`,
  );
  const hash = transactions[0]?.hash;
  if (!hash) log(`no "${type}" transaction in the history: its page is not measured`);
  return hash;
}

async function sampleIds(node: RealNode, hash: string, marketId: string): Promise<SampleIds> {
  const first = <T>(connection: Edges<T>, what: string): T => {
    const item = connection.edges[0]?.node;
    if (!item) throw new Error(`the data node has no ${what}`);
    return item;
  };
  const { orders } = await node.getJson<{ orders: Edges<{ id: string; partyId: string }> }>(
    '/api/v2/orders?pagination.first=1',
  );
  const { nodes } = await node.getJson<{ nodes: Edges<{ id: string }> }>(
    '/api/v2/nodes?pagination.first=1',
  );
  const { assets } = await node.getJson<{ assets: Edges<{ id: string }> }>(
    '/api/v2/assets?pagination.first=1',
  );
  const { connection } = await node.getJson<{ connection: Edges<{ proposal: { id: string } }> }>(
    '/api/v2/governances?pagination.first=1',
  );
  const { oracleSpecs } = await node.getJson<{
    oracleSpecs: Edges<{ externalDataSourceSpec: { spec: { id: string } } }>;
  }>('/api/v2/oracle/specs?pagination.first=1');
  const { deposits } = await node.getJson<{ deposits: Edges<{ id: string }> }>(
    '/api/v2/deposits?pagination.first=1',
  );
  const { withdrawals } = await node.getJson<{ withdrawals: Edges<{ id: string }> }>(
    '/api/v2/withdrawals?pagination.first=1',
  );
  const order = first(orders, 'order');
  return {
    hash,
    marketId,
    orderId: order.id,
    partyId: order.partyId,
    nodeId: first(nodes, 'node').id,
    assetId: first(assets, 'asset').id,
    proposalId: connection.edges[0]?.node.proposal.id,
    proposalTxHash: await latestTxOfType(node, 'Proposal'),
    transferTxHash: await latestTxOfType(node, 'Transfer Funds'),
    oracleSpecId: oracleSpecs.edges[0]?.node.externalDataSourceSpec.spec.id,
    depositId: deposits.edges[0]?.node.id,
    withdrawalId: withdrawals.edges[0]?.node.id,
  };
}

/**
 * Ready when the page's heading is shown and nothing on it is loading any more (no element
 * is aria-busy: skeletons, "Loading …" lines); a not-found page means a wrong id, not a figure.
 */
async function settled(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  // A locator, not waitForFunction: the explorer's CSP forbids evaluating strings.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  const text = (await heading.textContent()) ?? '';
  if (/not found/i.test(text)) throw new Error(`${page.url()} shows "${text}"`);
}

/** Every page as a cold first route; `budgeted` for all (the budget has no exceptions). */
export async function firstRoutes(
  node: RealNode,
  app: BuiltApp,
  ids: { hash: string; marketId: string },
): Promise<RouteTarget[]> {
  const s = await sampleIds(node, ids.hash, ids.marketId);
  const route = (label: string, path: string, routeFile: string, ready = settled) => ({
    label: `explorer \`${label}\``,
    app,
    url: `${node.base}${path}`,
    routeSrc: `src/routes/${routeFile}.tsx`,
    ready,
    budgeted: true,
  });
  const routes: RouteTarget[] = [
    route('/', '/', 'home'),
    route('/transactions/<hash>', `/transactions/${s.hash}`, 'transaction-detail'),
    // The book's rows, not aria-busy: the live page keeps its panels updating.
    route('/markets/<id>', `/markets/${s.marketId}`, 'market-detail', (page) =>
      page.locator('table[aria-label="Order book"] tr.book-row').first().waitFor(),
    ),
    route('/orders', '/orders', 'orders'),
    route('/parties/<id>', `/parties/${s.partyId}`, 'party-detail'),
    route('/validators', '/validators', 'validators'),
    route('/governance', '/governance', 'governance'),
    route('/markets', '/markets', 'markets'),
    route('/transactions', '/transactions', 'transactions'),
    route('/orders/<id>', `/orders/${s.orderId}`, 'order-detail'),
    route('/parties', '/parties', 'parties'),
    route('/validators/<id>', `/validators/${s.nodeId}`, 'validator-detail'),
    route('/assets', '/assets', 'assets'),
    route('/assets/<id>', `/assets/${s.assetId}`, 'asset-detail'),
    route('/network', '/network', 'network'),
    route('/search?q=BTC', '/search?q=BTC', 'search'),
    route('/blocks', '/blocks', 'blocks'),
    // Block 1 always exists (the chain starts there).
    route('/blocks/<height>', '/blocks/1', 'block-detail'),
    route('/oracles', '/oracles', 'oracles'),
  ];
  const optional: [label: string, id: string | undefined, path: string, file: string][] = [
    ['/oracles/<id>', s.oracleSpecId, '/oracles/', 'oracle-detail'],
    ['/deposits/<id>', s.depositId, '/deposits/', 'deposit-detail'],
    ['/withdrawals/<id>', s.withdrawalId, '/withdrawals/', 'withdrawal-detail'],
  ];
  for (const [label, id, path, file] of optional) {
    if (id) routes.push(route(label, `${path}${id}`, file));
    else log(`no record for ${label} in the history: its page is not measured`);
  }
  if (s.proposalId) {
    routes.push(route('/governance/<id>', `/governance/${s.proposalId}`, 'proposal-detail'));
  }
  if (s.proposalTxHash) {
    routes.push(
      route('/transactions/<proposal>', `/transactions/${s.proposalTxHash}`, 'transaction-detail'),
    );
  }
  if (s.transferTxHash) {
    routes.push(
      route('/transactions/<transfer>', `/transactions/${s.transferTxHash}`, 'transaction-detail'),
    );
  }
  return routes;
}
