import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { blockPayload, publishPayload } from './block-payload.ts';
import type { LiveHub } from './live-hub.ts';

export { Topic } from './block-payload.ts';

/**
 * Publishes what a committed block changed. Items go to the hub already in stream encoding
 * (enums as integers, defaults omitted), so each is converted and serialised once per block.
 * The same payload is what the writer stores in the outbox for other processes
 * (block-payload.ts), so an API process publishes exactly this.
 */
export function publishBlock(hub: LiveHub, out: BlockOutput): void {
  publishPayload(hub, blockPayload(out));
}
