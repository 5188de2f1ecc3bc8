import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetRecord } from '../../testing/entity-fixtures.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { renderHookWithProviders } from '../../testing/render-with-providers.tsx';
import { useStakeTokenState } from './stake-token.ts';

const VOTE_ID = 'b'.repeat(64);
const PARAM = '/api/v2/network/parameters/reward.asset';

describe('useStakeTokenState', () => {
  it('is coming until the parameter and then its asset have answered, then is the token', async () => {
    let answerAsset: (body: unknown) => void = () => {};
    const calls = stubFetch({
      [PARAM]: () => ({ networkParameter: { key: 'reward.asset', value: VOTE_ID } }),
      [`/api/v2/asset/${VOTE_ID}`]: () => new Promise((resolve) => (answerAsset = resolve)),
    });
    const { result } = renderHookWithProviders(useStakeTokenState);
    expect(result.current).toEqual({ token: undefined, isPending: true });
    // The parameter is in, the asset not yet: still coming.
    await waitFor(() =>
      expect(calls.map((url) => url.pathname)).toContain(`/api/v2/asset/${VOTE_ID}`),
    );
    expect(result.current.isPending).toBe(true);
    answerAsset({ asset: assetRecord(VOTE_ID, 'VOTE', 'Vote token', '18') });
    await waitFor(() =>
      expect(result.current).toEqual({ token: { symbol: 'VOTE', decimals: 18 }, isPending: false }),
    );
  });

  it('is no longer coming when the parameter fails: the token stays unknown (amounts raw)', async () => {
    stubFetch({
      [PARAM]: () => jsonResponse(500, { code: 13, message: 'Internal error', details: [] }),
    });
    const { result } = renderHookWithProviders(useStakeTokenState);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.token).toBeUndefined();
  });

  it('is no longer coming when the asset fails', async () => {
    stubFetch({
      [PARAM]: () => ({ networkParameter: { key: 'reward.asset', value: VOTE_ID } }),
      [`/api/v2/asset/${VOTE_ID}`]: () =>
        jsonResponse(500, { code: 13, message: 'Internal error', details: [] }),
    });
    const { result } = renderHookWithProviders(useStakeTokenState);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.token).toBeUndefined();
  });
});
