import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl } from '../../../api/http-client.ts';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { DataNodeProvider } from '../data-node-context.tsx';
import { DataNodeBanner } from './data-node-banner.tsx';
import { DataNodeWidget } from './data-node-widget.tsx';

const PROBE = '/api/v2/assets?pagination.first=1';

/** A page query that reads through the shared http client, to see where it goes. */
function PageData() {
  const query = useQuery({
    queryKey: ['page'],
    queryFn: () => fetch(buildUrl('/api/v2/markets')).then(() => 'loaded'),
  });
  return <p>Page data {query.data ?? 'pending'}</p>;
}

function renderWidget() {
  renderWithProviders(
    <DataNodeProvider>
      <DataNodeBanner />
      <DataNodeWidget />
      <PageData />
    </DataNodeProvider>,
  );
  return screen.getByRole('group', { name: 'Data node' });
}

/** How the (stubbed) node answers; a test may change it midway (the node comes back). */
interface Node {
  /** The X-Block-Height header; null sends none. */
  height: string | null;
  /** The node cannot be reached at all. */
  down?: boolean;
  /** Every request answered with this error status. */
  status?: number;
}

/**
 * The node's two URLs (on any host: `calls` holds the full URL): the probe answers after 42 ms
 * of (fake) performance time, the page's markets with an empty page.
 */
function stubNode(node: Node): URL[] {
  const answer = (url: URL) => {
    if (node.down) return Promise.reject(new TypeError('Failed to fetch'));
    if (node.status !== undefined) return new Response('{}', { status: node.status });
    if (`${url.pathname}${url.search}` === PROBE) vi.advanceTimersByTime(42);
    return new Response(JSON.stringify({ assets: { edges: [] } }), {
      status: 200,
      headers: node.height === null ? {} : { 'X-Block-Height': node.height },
    });
  };
  return stubFetch({ [PROBE]: answer, '/api/v2/markets': answer });
}

const urls = (calls: URL[]) => calls.map((url) => url.href);

beforeEach(() => {
  // Only the clock behind performance.now() is faked, so latency is exact; timers stay real.
  vi.useFakeTimers({ toFake: ['performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('data node widget', () => {
  it('shows this site, the block height and the latency when the node answers', async () => {
    const calls = stubNode({ height: '1234567' });
    const widget = renderWidget();
    expect(await within(widget).findByText('1,234,567')).toBeTruthy();
    expect(within(widget).getByText('42 ms')).toBeTruthy();
    expect(within(widget).getByText('this site')).toBeTruthy();
    expect(urls(calls)).toContain(`http://localhost${PROBE}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "—" for the height when the node sends no X-Block-Height', async () => {
    stubNode({ height: null });
    const widget = renderWidget();
    expect(await within(widget).findByText('42 ms')).toBeTruthy();
    expect(within(widget).getByText('—')).toBeTruthy();
  });

  it('shows an unreachable node with a retry, and a banner, until it answers', async () => {
    const node: Node = { height: '77', down: true };
    stubNode(node);
    const widget = renderWidget();
    expect(await within(widget).findByText(/Data node unreachable/)).toBeTruthy();
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('The data node (this site) cannot be reached.');
    // Said once, not repeated by the probe's own message.
    expect(banner.textContent?.match(/cannot be reached/g)).toHaveLength(1);

    node.down = false;
    await userEvent.click(within(widget).getByRole('button', { name: 'retry' }));
    expect(await within(widget).findByText('77')).toBeTruthy();
    expect(within(widget).queryByText(/Data node unreachable/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a node that answers with an error status', async () => {
    stubNode({ height: '1', status: 503 });
    renderWidget();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The data node answered HTTP 503.',
    );
  });
});

describe('switching the data node', () => {
  it('refuses a non-http address', async () => {
    stubNode({ height: '1' });
    const user = userEvent.setup();
    const widget = renderWidget();
    await user.click(within(widget).getByRole('button', { name: /Data node: this site/ }));
    const dialog = screen.getByRole('dialog', { name: 'Data node' });
    // The panel's form loads on first open.
    const input = await within(dialog).findByRole('textbox', {
      name: 'Another data node’s address',
    });
    await user.clear(input);
    await user.type(input, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(
      within(dialog).getByText(
        'Enter a full http:// or https:// address, e.g. https://datanode.example.com.',
      ),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem('tne.dataNodeUrl')).toBeNull();
  });

  it('tests another node, switches to it with a fresh cache, and comes back', async () => {
    const calls = stubNode({ height: '5' });
    const user = userEvent.setup();
    let widget = renderWidget();
    expect(await screen.findByText('Page data loaded')).toBeTruthy();

    await user.click(within(widget).getByRole('button', { name: /Data node: this site/ }));
    let dialog = screen.getByRole('dialog', { name: 'Data node' });
    // The panel's form loads on first open.
    const input = await within(dialog).findByRole('textbox', {
      name: 'Another data node’s address',
    });
    await user.type(input, 'https://node.example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Answers: block 5, 42 ms.',
    );
    expect(urls(calls)).toContain(`https://node.example.com${PROBE}`);

    calls.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(window.localStorage.getItem('tne.dataNodeUrl')).toBe('https://node.example.com');
    widget = screen.getByRole('group', { name: 'Data node' });
    expect(await within(widget).findByText('node.example.com')).toBeTruthy();
    expect(await screen.findByText('Page data loaded')).toBeTruthy();
    expect(urls(calls)).toContain('https://node.example.com/api/v2/markets');

    await user.click(within(widget).getByRole('button', { name: /Data node: node\.example\.com/ }));
    dialog = screen.getByRole('dialog', { name: 'Data node' });
    await user.click(await within(dialog).findByRole('button', { name: 'Use this site’s node' }));
    expect(window.localStorage.getItem('tne.dataNodeUrl')).toBeNull();
    expect(
      await within(screen.getByRole('group', { name: 'Data node' })).findByText('this site'),
    ).toBeTruthy();
  });
});
