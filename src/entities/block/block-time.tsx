import { Timestamp } from '../../components/ui/timestamp.tsx';
import { rfc3339ToNs } from '../../lib/rfc3339-ns.ts';
import { useBlockEpoch, useBlockMeta } from './use-block-meta.ts';

/**
 * When block `height` was made (relative, exact in the chosen zone on hover), read from the
 * CometBFT RPC; "…" while it loads, "—" when it cannot be read.
 */
export function BlockTime({ height }: { height: string }) {
  const { meta, isError } = useBlockMeta(height);
  const ns = meta && rfc3339ToNs(meta.header.time);
  if (ns) return <Timestamp ns={ns} />;
  return (
    <span className="muted" aria-busy={!isError}>
      {isError ? '—' : '…'}
    </span>
  );
}

/** The epoch block `height` belongs to ("…" while it loads). */
export function BlockEpoch({ height }: { height: string }) {
  const span = useBlockEpoch(height);
  return span ? <span className="num">{span.seq}</span> : <span className="muted">…</span>;
}
