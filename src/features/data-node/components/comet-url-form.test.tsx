import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCometUrl } from '../../../api/comet-url.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { DataNodeProvider } from '../data-node-context.tsx';
import { CometUrlForm } from './comet-url-form.tsx';

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(
    <DataNodeProvider>
      <CometUrlForm onDone={onDone} />
    </DataNodeProvider>,
  );
  return { onDone, field: screen.getByLabelText('CometBFT RPC for blocks') };
}

afterEach(() => window.localStorage.clear());

describe('CometUrlForm', () => {
  it('remembers another CometBFT RPC, and empty goes back to the node’s /tm', async () => {
    const user = userEvent.setup();
    const { onDone, field } = renderForm();
    expect(screen.getByText('/tm', { selector: '.mono' })).toBeTruthy();
    await user.type(field, 'https://rpc.example.com/{Enter}');
    expect(getCometUrl()).toBe('https://rpc.example.com');
    expect(onDone).toHaveBeenCalledTimes(1);

    const again = screen.getByLabelText('CometBFT RPC for blocks');
    await user.clear(again);
    await user.click(screen.getByRole('button', { name: 'Use for blocks' }));
    expect(getCometUrl()).toBe('/tm');
  });

  it('refuses an address that is not http(s), keeping the current one', async () => {
    const user = userEvent.setup();
    const { onDone, field } = renderForm();
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(screen.getByText(/full http:\/\/ or https:\/\/ address/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(getCometUrl()).toBe('/tm');
    expect(onDone).not.toHaveBeenCalled();
  });
});
