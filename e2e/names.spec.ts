// Names where ids have them, numbers a person reads: vote, delegation and proposal
// transactions name the proposal, validator and settlement asset; counts agree; no visible
// number carries more than 8 fraction digits outside a raw view. Expected names are read from
// the API, independently of the explorer.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, required, screenshot, test } from './fixtures/test.ts';

interface Tx {
  hash: string;
  code: number;
  submitter: string;
  command: Record<string, unknown>;
}

async function txsOfType(request: APIRequestContext, type: string): Promise<Tx[]> {
  const response = await request.get(
    `/rest/transactions?limit=50&filters[cmd.type]=${encodeURIComponent(type)}`,
  );
  return ((await response.json()) as { transactions: Tx[] }).transactions;
}

async function proposalTitle(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/api/v2/governance?proposalId=${id}`);
  const body = (await response.json()) as { data: { proposal: { rationale: { title: string } } } };
  return body.data.proposal.rationale.title;
}

/** Shots of the page at desktop and phone sizes, light and dark, for the README and review. */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: screenshot(`names-${name}-${label}-${scheme}`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The visible text pieces of the main content outside raw views (JSON, <pre>, collapsed
 * details, monospace ids): each text node apart, so adjacent cells do not run together.
 */
async function readableTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('pre, details, .raw-json, .mono, [data-raw]')) continue;
      if (parent.offsetParent === null && getComputedStyle(parent).position !== 'fixed') continue;
      texts.push(node.textContent ?? '');
    }
    return texts;
  });
}

const LONG_FRACTION = /\d\.\d{9,}/;

test('a vote names the proposal by its title, with the id on hover', async ({ page, request }) => {
  const vote = required(
    (await txsOfType(request, 'Vote on Proposal')).find((t) => t.code === 0),
    'a successful vote in the history',
  );
  const { proposalId } = vote.command.voteSubmission as { proposalId: string };
  const title = await proposalTitle(request, proposalId);
  await page.goto(`/transactions/${vote.hash}`);
  await expect(page.locator('.tx-summary')).toContainText(`on “${title.slice(0, 60)}`);
  const outcome = page.getByRole('region', { name: 'What it did' });
  const link = outcome.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', `/governance/${proposalId}`);
  await expect(link).toHaveAttribute('title', proposalId);
  await shoot(page, 'vote-transaction');
});

test('a delegation names the validator and links the party’s delegations', async ({
  page,
  request,
}) => {
  const delegation = required(
    (await txsOfType(request, 'Delegate')).find((t) => t.code === 0),
    'a successful delegation in the history',
  );
  const { nodeId } = delegation.command.delegateSubmission as { nodeId: string };
  const node = (await (await request.get(`/api/v2/node/${nodeId}`)).json()) as {
    node: { name: string };
  };
  await page.goto(`/transactions/${delegation.hash}`);
  await expect(page.locator('.tx-summary')).toContainText(`to ${node.node.name}`);
  await expect(page.locator('.tx-summary')).not.toContainText(/\d\.\d{7,}/);
  const outcome = page.getByRole('region', { name: 'What it did' });
  await expect(outcome.getByRole('link', { name: node.node.name })).toHaveAttribute(
    'href',
    `/validators/${nodeId}`,
  );
  await expect(
    outcome.locator(`a[href="/parties/${delegation.submitter}?tab=delegations"]`),
  ).toBeVisible();
  await expect(outcome).not.toContainText('creates no record');
  await shoot(page, 'delegate-transaction');
});

test('a new-market proposal names its settlement asset; enactment is scheduled unless enacted', async ({
  page,
  request,
}) => {
  const proposals = await txsOfType(request, 'Proposal');
  const newMarket = required(
    proposals.find(
      (t) =>
        t.code === 0 &&
        (t.command.proposalSubmission as { terms: Record<string, unknown> }).terms.newMarket,
    ),
    'a new-market proposal in the history',
  );
  const terms = (
    newMarket.command.proposalSubmission as {
      terms: { newMarket: { changes: { instrument: { future: { settlementAsset: string } } } } };
    }
  ).terms;
  const assetId = terms.newMarket.changes.instrument.future.settlementAsset;
  const asset = (await (await request.get(`/api/v2/asset/${assetId}`)).json()) as {
    asset: { details: { symbol: string } };
  };
  const symbol = asset.asset.details.symbol;

  await page.goto(`/transactions/${newMarket.hash}`);
  const command = page.getByRole('region', { name: 'Proposal' });
  await expect(command.getByRole('link', { name: symbol, exact: true })).toHaveAttribute(
    'href',
    `/assets/${assetId}`,
  );
  await expect(command.getByText('Enactment scheduled', { exact: true })).toBeVisible();
  await expect(command.getByText('Enacted', { exact: true })).toHaveCount(0);

  // A declined proposal's transaction never says it was enacted. Freeform proposals have no
  // enactment at all (nothing to say either way): one that would have changed something.
  const response = await request.get('/api/v2/governances?proposalState=STATE_DECLINED');
  const declinedRefs = new Set(
    (
      (await response.json()) as {
        connection: {
          edges: {
            node: { proposal: { reference: string; terms: { newFreeform?: unknown } } };
          }[];
        };
      }
    ).connection.edges
      .filter((e) => !e.node.proposal.terms.newFreeform)
      .map((e) => e.node.proposal.reference),
  );
  const declinedTx = proposals.find(
    (t) =>
      t.code === 0 &&
      declinedRefs.has((t.command.proposalSubmission as { reference: string }).reference),
  );
  const declined = required(declinedTx, 'a declined proposal’s transaction');
  await page.goto(`/transactions/${declined.hash}`);
  const outcome = page.getByRole('region', { name: 'What it did' });
  await expect(outcome).toContainText('Not enacted (was scheduled');
  await expect(outcome).not.toContainText(/Enacted \d|Enacted .* ago/);
  await shoot(page, 'proposal-transaction');
});

test('home and the validators page count the same validators, parts adding up', async ({
  page,
}) => {
  await page.goto('/');
  const stat = page
    .locator('dt', { hasText: 'Validators' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(stat).toContainText(/\d+ \(\d+ consensus, \d+ standby, \d+ pending/);
  const text = (await stat.innerText()).replace(/\s+/g, ' ');
  const [, total, ...parts] = required(
    /(\d+) \((\d+) consensus, (\d+) standby, (\d+) pending(?:, (\d+) other)?\)/.exec(text),
    'the validators stat',
  );
  const sum = parts.filter(Boolean).reduce((a, b) => a + Number(b), 0);
  expect(sum).toBe(Number(total));

  await page.goto('/validators');
  await expect(page.getByText(new RegExp(`^${total} validators \\(`))).toBeVisible();

  await page.goto('/validators?epoch=999');
  await expect(
    page.getByRole('status').filter({ hasText: 'Epoch 999 does not exist yet' }),
  ).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Epoch' }).locator('option[value="999"]'),
  ).toHaveCount(0);
  await shoot(page, 'validators');
});

test('no visible number shows more than 8 fraction digits outside a raw view', async ({
  page,
  request,
}) => {
  const nodes = (await (await request.get('/api/v2/nodes')).json()) as {
    nodes: { edges: { node: { id: string } }[] };
  };
  const nodeId = required(nodes.nodes.edges[0]?.node.id, 'a node');
  const governances = (await (await request.get('/api/v2/governances')).json()) as {
    connection: { edges: { node: { proposal: { id: string } } }[] };
  };
  const proposalId = required(governances.connection.edges[0]?.node.proposal.id, 'a proposal');
  const votes = await txsOfType(request, 'Vote on Proposal');
  const voter = required(votes[0]?.submitter, 'a voter');
  const pages = [
    '/',
    '/validators',
    `/validators/${nodeId}`,
    '/governance',
    `/governance/${proposalId}`,
    `/parties/${voter}?tab=votes`,
    `/parties/${voter}?tab=delegations`,
    '/network',
    '/network?tab=data',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Every part of the page has loaded (no loading placeholder left).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const long = (await readableTexts(page)).filter((t) => LONG_FRACTION.test(t));
    expect(long, `long numbers on ${path}`).toEqual([]);
  }
  await page.goto(`/governance/${proposalId}`);
  await shoot(page, 'proposal');
  await page.goto('/network?tab=data');
  // The total stake in token units once the token is known, not the raw integer.
  await expect(page.locator('dt:has-text("Total stake") + dd')).toHaveText(/ VOTE$/);
  await shoot(page, 'network-data');
});
