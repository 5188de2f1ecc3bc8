import { coreSnapshotsResponseSchema } from '../node.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';

/** `GET /api/v2/snapshots` (spec §4.9): one core snapshot every `snapshot.interval.length`. */
export const snapshots = endpoint({
  name: 'snapshots',
  path: '/api/v2/snapshots',
  query: { pagination },
  response: coreSnapshotsResponseSchema,
  list: 'coreSnapshots',
});
