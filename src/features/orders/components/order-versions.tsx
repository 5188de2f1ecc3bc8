import type { Order } from '#contract/order.ts';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { orderPrice, orderSize, type OrderMarkets } from '../../../entities/order/order-format.ts';
import { FIELD_LABELS, versionSteps, type TrackedField } from '../version-changes.ts';

function formatField(
  markets: OrderMarkets,
  order: Order,
  field: TrackedField,
  raw: string,
): string {
  switch (field) {
    case 'price':
      return orderPrice(markets, order.marketId, raw);
    case 'size':
    case 'remaining':
      return orderSize(markets, order.marketId, raw);
    case 'status':
    case 'timeInForce':
      return enumToWords(raw);
    case 'expiresAt':
      return raw === '0' ? 'never' : raw;
  }
}

interface OrderVersionsProps {
  versions: readonly Order[];
  markets: OrderMarkets;
  /** More versions exist than were loaded. */
  truncated?: boolean;
}

/** Each version as a step of a timeline, with what changed since the previous one. */
export function OrderVersions({ versions, markets, truncated }: OrderVersionsProps) {
  const steps = versionSteps(versions);
  if (steps.length === 0) return <p className="muted">No versions recorded.</p>;
  return (
    <>
      <ol className="timeline" aria-label="Versions">
        {steps.map((step, i) => (
          <li key={step.version}>
            <p className="timeline-head">
              <strong>Version {step.version}</strong> · <Timestamp ns={step.at} />
            </p>
            {i === 0 ? (
              <p>
                Created: {formatField(markets, step.order, 'size', step.order.size)} at{' '}
                {formatField(markets, step.order, 'price', step.order.price)},{' '}
                {enumToWords(step.order.timeInForce)}
                {/* A status change (fill, cancel) makes no version: the only version says it. */}
                {steps.length === 1 && step.order.status !== 'STATUS_ACTIVE' && (
                  <>; now {enumToWords(step.order.status).toLowerCase()}</>
                )}
              </p>
            ) : step.changes.length === 0 ? (
              <p className="muted">
                No change to price, size, remaining, status, time in force or expiry.
              </p>
            ) : (
              <ul className="changes">
                {step.changes.map((c) => (
                  <li key={c.field}>
                    {FIELD_LABELS[c.field]}:{' '}
                    {c.field === 'expiresAt' && c.from !== '0' ? (
                      <Timestamp ns={c.from} />
                    ) : (
                      formatField(markets, step.order, c.field, c.from)
                    )}{' '}
                    →{' '}
                    {c.field === 'expiresAt' && c.to !== '0' ? (
                      <Timestamp ns={c.to} />
                    ) : (
                      formatField(markets, step.order, c.field, c.to)
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {truncated && <p className="muted">Only the latest versions are shown.</p>}
    </>
  );
}
