import type { Order } from '#contract/order.ts';

/** What an order's amendment can change, in the order the timeline lists them. */
export const TRACKED_FIELDS = [
  'price',
  'size',
  'remaining',
  'status',
  'timeInForce',
  'expiresAt',
] as const;
export type TrackedField = (typeof TRACKED_FIELDS)[number];

export const FIELD_LABELS: Record<TrackedField, string> = {
  price: 'Price',
  size: 'Size',
  remaining: 'Remaining',
  status: 'Status',
  timeInForce: 'Time in force',
  expiresAt: 'Expiry',
};

export interface FieldChange {
  field: TrackedField;
  from: string;
  to: string;
}

export interface VersionStep {
  version: string;
  /** When the version was made: creation for the first, the update time after. */
  at: string;
  order: Order;
  /** Empty for the first version; what differs from the previous version otherwise. */
  changes: FieldChange[];
}

/**
 * The versions (any order, duplicates dropped) oldest first, each with what changed since the
 * one before. Values are raw; the timeline formats them.
 */
export function versionSteps(versions: readonly Order[]): VersionStep[] {
  const byVersion = new Map<string, Order>();
  for (const v of versions) byVersion.set(v.version, v);
  const sorted = [...byVersion.values()].sort((a, b) =>
    Number(BigInt(a.version) - BigInt(b.version)),
  );
  return sorted.map((order, i) => {
    const previous = sorted[i - 1];
    const changes = previous
      ? TRACKED_FIELDS.filter((f) => previous[f] !== order[f]).map((f) => ({
          field: f,
          from: previous[f],
          to: order[f],
        }))
      : [];
    const at = i === 0 || order.updatedAt === '0' ? order.createdAt : order.updatedAt;
    return { version: order.version, at, order, changes };
  });
}
