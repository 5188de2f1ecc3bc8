import type { PublishedBatch } from './live-hub.ts';
import type { ItemSlot, SnapshotKey, StreamRouteDefinition } from './stream-definition.ts';

/** The text of the messages a stream session sends, built once per batch and shared. */

export type Message = string | Buffer;

export const byteLength = (message: Message) =>
  typeof message === 'string' ? Buffer.byteLength(message) : message.length;

/** `{"result":{"snapshot":{<key>:[…],"lastPage":true}}}`, defaults omitted as on every stream. */
export function snapshotMessage(key: SnapshotKey, items: readonly unknown[], lastPage: boolean) {
  const snapshot: Record<string, unknown> = {};
  if (items.length > 0) snapshot[key] = items;
  if (lastPage) snapshot.lastPage = true;
  return JSON.stringify({ result: { snapshot } });
}

/**
 * `{"resumed":{"fromHeight","toHeight","whole"}}` (our extension): ends the replay of a stream
 * opened with fromHeight. `whole`: every block after fromHeight up to toHeight was replayed.
 */
export function resumedMessage(from: bigint, upTo: bigint, whole: boolean): string {
  return JSON.stringify({
    resumed: { fromHeight: from.toString(), toHeight: upTo.toString(), whole },
  });
}

// A slot is a string no item JSON can produce in the wrapper: NUL then its position.
const SLOT_PREFIX = '\u0000';
const SLOT_PATTERN = /"\\u0000(\d+)"/g;
const slots: ItemSlot[] = [];
const slotsFor = (count: number): readonly ItemSlot[] => {
  while (slots.length < count) slots.push(`${SLOT_PREFIX}${slots.length}` as unknown as ItemSlot);
  return slots.slice(0, count);
};

/**
 * One update message holding items `indices[start..end)` of the batch. `withHeight` (our
 * extension, opted into): the message also names the block the items belong to, what a client
 * resumes from; the reference's messages have `result` alone.
 */
export function renderUpdate<T>(
  wrap: StreamRouteDefinition<unknown, T>['wrapUpdates'],
  batch: PublishedBatch<T>,
  indices: readonly number[],
  start: number,
  end: number,
  withHeight: boolean,
): string {
  const result = wrap(slotsFor(end - start), batch.meta);
  const template = JSON.stringify(withHeight ? { result, height: batch.meta.height } : { result });
  return template.replace(SLOT_PATTERN, (_match, k: string) =>
    batch.jsonAt(indices[start + Number(k)] as number),
  );
}
