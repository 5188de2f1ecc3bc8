import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { stubFetch } from '../testing/fetch-stub.ts';
import { getCometResult } from './comet-rpc.ts';

/*
 * A CometBFT RPC may be any the user chose (`?tm=`): its chain id, monikers and block fields are
 * text someone else wrote. Their bidi controls are made visible as the answer is read, as the
 * data node's are (lib/chain-text.ts), so nothing built from them can be reordered.
 */
describe('getCometResult', () => {
  it('shows the bidi controls of the answer as visible tags, raw or escaped', async () => {
    stubFetch({
      '/tm/status': () =>
        new Response(
          '{"jsonrpc":"2.0","id":-1,"result":{"moniker":"\u202Eedon","network":"a\\u2067b"}}',
        ),
    });
    const schema = z.object({ moniker: z.string(), network: z.string() });
    await expect(getCometResult('status', schema)).resolves.toEqual({
      moniker: '[RLO]edon',
      network: 'a[RLI]b',
    });
  });
});
