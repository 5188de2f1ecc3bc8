import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl } from '../../../api/http-client.ts';
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

/** Answers the probe after 42 ms of (fake) performance time, with a block height header. */
function nodeAnswers(height: string | null) {
  return vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).endsWith(PROBE)) vi.advanceTimersByTime(42);
    return new Response(JSON.stringify({ assets: { edges: [] } }), {
      status: 200,
      headers: height === null ? {} : { 'X-Block-Height': height },
    });
  });
}

const nodeDown = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(() => {
  // Only the clock behind performance.now() is faked, so latency is exact; timers stay real.
  vi.useFakeTimers({ toFake: ['performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('data node widget', () => {
  it('shows this site, the block height and the latency when the node answers', async () => {
    const fetchMock = nodeAnswers('1234567');
    vi.stubGlobal('fetch', fetchMock);
    const widget = renderWidget();
    expect(await within(widget).findByText('1,234,567')).toBeTruthy();
    expect(within(widget).getByText('42 ms')).toBeTruthy();
    expect(within(widget).getByText('this site')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(PROBE, expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "—" for the height when the node sends no X-Block-Height', async () => {
    vi.stubGlobal('fetch', nodeAnswers(null));
    const widget = renderWidget();
    expect(await within(widget).findByText('42 ms')).toBeTruthy();
    expect(within(widget).getByText('—')).toBeTruthy();
  });

  it('shows an unreachable node with a retry, and a banner, until it answers', async () => {
    vi.stubGlobal('fetch', nodeDown());
    const widget = renderWidget();
    expect(await within(widget).findByText(/Data node unreachable/)).toBeTruthy();
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('The data node (this site) cannot be reached.');
    // Said once, not repeated by the probe's own message (issue 10).
    expect(banner.textContent?.match(/cannot be reached/g)).toHaveLength(1);

    vi.stubGlobal('fetch', nodeAnswers('77'));
    await userEvent.click(within(widget).getByRole('button', { name: 'retry' }));
    expect(await within(widget).findByText('77')).toBeTruthy();
    expect(within(widget).queryByText(/Data node unreachable/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a node that answers with an error status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderWidget();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The data node answered HTTP 503.',
    );
  });
});

describe('switching the data node', () => {
  it('refuses a non-http address', async () => {
    vi.stubGlobal('fetch', nodeAnswers('1'));
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
    const fetchMock = nodeAnswers('5');
    vi.stubGlobal('fetch', fetchMock);
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
    expect(fetchMock).toHaveBeenCalledWith(`https://node.example.com${PROBE}`, expect.anything());

    fetchMock.mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(window.localStorage.getItem('tne.dataNodeUrl')).toBe('https://node.example.com');
    widget = screen.getByRole('group', { name: 'Data node' });
    expect(await within(widget).findByText('node.example.com')).toBeTruthy();
    expect(await screen.findByText('Page data loaded')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('https://node.example.com/api/v2/markets');

    await user.click(within(widget).getByRole('button', { name: /Data node: node\.example\.com/ }));
    dialog = screen.getByRole('dialog', { name: 'Data node' });
    await user.click(await within(dialog).findByRole('button', { name: 'Use this site’s node' }));
    expect(window.localStorage.getItem('tne.dataNodeUrl')).toBeNull();
    expect(
      await within(screen.getByRole('group', { name: 'Data node' })).findByText('this site'),
    ).toBeTruthy();
  });
});
