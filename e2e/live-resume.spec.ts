import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { liveMarket, type LiveMarket } from './fixtures/markets.ts';
import { expect, required, test } from './fixtures/test.ts';

// A live panel whose socket drops reconnects with the last block it merged
// (`fromHeight`): the node replays what it missed and the panel does not re-read its REST
// snapshot. The server runs embedded PGlite here (no outbox): the all-role's in-memory replay.

/** A market trading now (genesis futures expire and settle): chosen before the test runs. */
let market: LiveMarket;
test.beforeAll(async ({ request }) => {
  market = await liveMarket(request);
});

const TRADES_STREAM = /\/api\/v2\/stream\/trades/;
/** The tape's REST snapshot (tradesQueries.latest): the request a resume must not repeat. */
const isTapeSnapshot = (url: string) => {
  const u = new URL(url);
  return u.pathname === '/api/v2/trades' && u.searchParams.get('marketIds') === market.id;
};

interface WireMessage {
  result?: { trades?: { id: string }[] };
  height?: string;
  resumed?: { fromHeight: string; toHeight: string; whole: boolean };
}
const tradeIds = (messages: readonly WireMessage[]) =>
  messages.flatMap((m) => m.result?.trades?.map((t) => t.id) ?? []);

/** Each row of the tape as text that names the trade: exact time, price, size, aggressor. */
function tapeRows(tape: Locator): Promise<string[]> {
  return tape
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        [
          r.querySelector('time')?.getAttribute('title') ?? '',
          ...[...r.querySelectorAll('td')].slice(1).map((td) => td.textContent),
        ].join(' | '),
      ),
    );
}

async function openTape(page: Page): Promise<Locator> {
  await page.goto(`/markets/${market.id}`);
  const tape = page.getByRole('table', { name: 'Trades' });
  await expect(tape).toHaveAttribute('data-latest-trade', /^[0-9a-f]{64}$/);
  return tape;
}

test('a dropped trades stream resumes from its last block: the tape equals an uninterrupted one, no second REST read', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The socket under test passes through here: its server messages are forwarded one by one,
  // so the test can stall it (messages lost) and then cut it.
  const sockets: { url: string; fromServer: WireMessage[] }[] = [];
  let stalled = false;
  const lost: WireMessage[] = [];
  let cut: (() => void) | undefined;
  await page.routeWebSocket(TRADES_STREAM, (ws: WebSocketRoute) => {
    const record = { url: ws.url(), fromServer: [] as WireMessage[] };
    sockets.push(record);
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const parsed = JSON.parse(String(message)) as WireMessage;
      if (stalled) return void lost.push(parsed);
      record.fromServer.push(parsed);
      ws.send(message);
    });
    cut = () => {
      void server.close({ code: 1000 });
      void ws.close({ code: 4000, reason: 'test disconnect' });
    };
  });
  const snapshotReads: string[] = [];
  page.on('request', (r) => {
    if (isTapeSnapshot(r.url())) snapshotReads.push(r.url());
  });

  // The uninterrupted view, in a second page of the same browser.
  const steadyPage = await context.newPage();
  const steadyTape = await openTape(steadyPage);
  const tape = await openTape(page);
  const tapePanel = page.getByRole('region', { name: 'Trades', exact: true });
  await expect(tapePanel.getByRole('status')).toHaveText('Live', { timeout: 20_000 });
  // Something merged from the stream, so the panel knows a height to resume from.
  await expect
    .poll(() => tradeIds(sockets[0]?.fromServer ?? []).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const readsBefore = snapshotReads.length;

  // Stall: the node's messages are lost until trades were among them, then the socket drops.
  stalled = true;
  await expect.poll(() => tradeIds(lost).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const lastMerged = required(
    sockets[0]!.fromServer
      .map((m) => m.height)
      .filter((h) => h !== undefined)
      .at(-1),
    'a merged update with its height',
  );
  stalled = false;
  cut?.();

  // The reconnect (1 s later) resumes one block before the last merged one.
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
  const resumedUrl = new URL(sockets[1]!.url);
  expect(resumedUrl.searchParams.get('fromHeight')).toBe((BigInt(lastMerged) - 1n).toString());
  expect(resumedUrl.searchParams.getAll('marketIds')).toEqual([market.id]);
  await expect(tapePanel.getByRole('status')).toHaveText('Live', { timeout: 15_000 });

  // The node replayed the whole range, the lost trades among it, then said so.
  await expect
    .poll(() => sockets[1]!.fromServer.some((m) => m.resumed), { timeout: 15_000 })
    .toBe(true);
  const verdictAt = sockets[1]!.fromServer.findIndex((m) => m.resumed);
  expect(sockets[1]!.fromServer[verdictAt]!.resumed).toMatchObject({
    fromHeight: resumedUrl.searchParams.get('fromHeight'),
    whole: true,
  });
  const replayed = new Set(tradeIds(sockets[1]!.fromServer.slice(0, verdictAt)));
  for (const id of tradeIds(lost)) expect(replayed.has(id), `lost trade ${id} replayed`).toBe(true);

  // The tape shows exactly what the uninterrupted one shows (its newest rows: the steady page
  // loaded first, so it may hold older trades below), at a moment both have the same newest.
  await expect
    .poll(
      async () => {
        const [mine, steady] = [await tapeRows(tape), await tapeRows(steadyTape)];
        return (
          mine.length > 0 && JSON.stringify(steady.slice(0, mine.length)) === JSON.stringify(mine)
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // The lost trades reached the tape through the replay: REST was not read again.
  expect(snapshotReads.length).toBe(readsBefore);
  await steadyPage.close();
});

const DEPTH_STREAM = /\/api\/v2\/stream\/markets\/depth\/updates/;
/** The book's REST snapshot (marketDetailQueries.depth): the read a resume must not repeat. */
const isBookSnapshot = (url: string) =>
  new URL(url).pathname === `/api/v2/market/depth/${market.id}/latest`;

interface DepthMessage {
  result?: { update?: { marketId: string; sequenceNumber: string }[] };
  height?: string;
  resumed?: { fromHeight: string; toHeight: string; whole: boolean };
}
const sequences = (messages: readonly DepthMessage[]) =>
  messages.flatMap(
    (m) =>
      m.result?.update?.filter((u) => u.marketId === market.id).map((u) => u.sequenceNumber) ?? [],
  );

/** The book as drawn, read at one moment: its sequence number and every row's text. */
function bookState(page: Page): Promise<{ sequence: string | null; rows: string[] }> {
  return page.getByRole('table', { name: 'Order book' }).evaluate((table) => ({
    sequence: table.getAttribute('data-sequence'),
    rows: [...table.querySelectorAll('tr')].map((r) => r.textContent ?? ''),
  }));
}

test('a dropped order book stream resumes from its last block: no new snapshot, the book equals an uninterrupted one', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const sockets: { url: string; fromServer: DepthMessage[] }[] = [];
  let stalled = false;
  const lost: DepthMessage[] = [];
  let cut: (() => void) | undefined;
  await page.routeWebSocket(DEPTH_STREAM, (ws: WebSocketRoute) => {
    const record = { url: ws.url(), fromServer: [] as DepthMessage[] };
    sockets.push(record);
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const parsed = JSON.parse(String(message)) as DepthMessage;
      if (stalled) return void lost.push(parsed);
      record.fromServer.push(parsed);
      ws.send(message);
    });
    cut = () => {
      void server.close({ code: 1000 });
      void ws.close({ code: 4000, reason: 'test disconnect' });
    };
  });
  // Every REST read of the book, and the sequence number of the newest one answered.
  const snapshotReads: string[] = [];
  let restSequence = 0n;
  page.on('request', (r) => {
    if (isBookSnapshot(r.url())) snapshotReads.push(r.url());
  });
  page.on('response', async (r) => {
    if (!isBookSnapshot(r.url())) return;
    const body = (await r.json()) as { sequenceNumber: string };
    restSequence = BigInt(body.sequenceNumber);
  });

  const steadyPage = await context.newPage();
  await steadyPage.goto(`/markets/${market.id}`);
  await page.goto(`/markets/${market.id}`);
  const bookPanel = page.getByRole('region', { name: 'Order book', exact: true });
  await expect(bookPanel.getByRole('status')).toHaveText('Live', { timeout: 20_000 });
  // The book has moved past its newest REST read by stream updates: it is not waiting for a
  // snapshot (updates are queued, not drawn, while it is), so no read is still to come.
  await expect
    .poll(async () => BigInt((await bookState(page)).sequence ?? '0') > restSequence, {
      timeout: 20_000,
    })
    .toBe(true);
  expect(restSequence).toBeGreaterThan(0n);
  const readsBefore = snapshotReads.length;

  // Stall: the node's updates are lost until some were for this book, then the socket drops.
  stalled = true;
  await expect.poll(() => sequences(lost).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const lastMerged = required(
    sockets[0]!.fromServer
      .map((m) => m.height)
      .filter((h) => h !== undefined)
      .at(-1),
    'a merged update with its height',
  );
  stalled = false;
  cut?.();

  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
  const resumedUrl = new URL(sockets[1]!.url);
  expect(resumedUrl.searchParams.get('fromHeight')).toBe((BigInt(lastMerged) - 1n).toString());
  expect(resumedUrl.searchParams.getAll('marketIds')).toEqual([market.id]);
  await expect(bookPanel.getByRole('status')).toHaveText('Live', { timeout: 15_000 });
  await expect
    .poll(() => sockets[1]!.fromServer.some((m) => m.resumed), { timeout: 15_000 })
    .toBe(true);
  const verdictAt = sockets[1]!.fromServer.findIndex((m) => m.resumed);
  expect(sockets[1]!.fromServer[verdictAt]!.resumed).toMatchObject({
    fromHeight: resumedUrl.searchParams.get('fromHeight'),
    whole: true,
  });
  const replayed = new Set(sequences(sockets[1]!.fromServer.slice(0, verdictAt)));
  for (const s of sequences(lost)) expect(replayed.has(s), `lost update ${s} replayed`).toBe(true);

  // Both books drawn at the same sequence number show the same levels.
  type BookRead = Awaited<ReturnType<typeof bookState>>;
  const seen: { pair?: [BookRead, BookRead] } = {};
  await expect
    .poll(
      async () => {
        const [mine, steady] = await Promise.all([bookState(page), bookState(steadyPage)]);
        seen.pair = [mine, steady];
        return mine.sequence !== null && mine.sequence === steady.sequence;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const [mine, steady] = required(seen.pair, 'both books read');
  expect(BigInt(mine.sequence ?? '0')).toBeGreaterThan(BigInt(sequences(lost).at(-1) ?? '0'));
  expect(mine.rows).toEqual(steady.rows);
  // The lost updates reached the book through the replay: its snapshot was not read again.
  expect(snapshotReads.length).toBe(readsBefore);
  await steadyPage.close();
});
