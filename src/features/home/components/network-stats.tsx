import {
  countsOfNodeData,
  validatorPartsText,
} from '../../../entities/validator/validator-counts.ts';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { BLOCK_REFRESH_MS, EPOCH_REFRESH_MS, homeQueries } from '../api/home-queries.ts';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A placeholder while loading, in the line boxes the value will take (a large figure, a small
 * line under it), so the cards keep their height when it arrives; the error's message when a
 * request failed.
 */
function Pending({ error, lines = [] }: { error: Error | null; lines?: ('value' | 'parts')[] }) {
  if (error) return <span className="text-error small">{error.message}</span>;
  if (lines.length === 0) return <span className="skeleton" />;
  return lines.map((line) => (
    <span key={line} className={line === 'value' ? 'stat-value' : 'small stat-parts'}>
      <span className="skeleton" />
    </span>
  ));
}

interface NetworkStatsProps {
  /** Markets in continuous trading now (live), undefined while the markets load. */
  marketsTrading: number | undefined;
  marketsError: Error | null;
}

/**
 * Block height and time, the epoch and its countdown, the validator count, and how many
 * markets trade continuously.
 */
export function NetworkStats({ marketsTrading, marketsError }: NetworkStatsProps) {
  const clock = useQuery({ ...homeQueries.blockClock(), refetchInterval: BLOCK_REFRESH_MS });
  const epoch = useQuery({ ...homeQueries.epoch(), refetchInterval: EPOCH_REFRESH_MS });
  const nodes = useQuery({ ...homeQueries.nodeData(), refetchInterval: EPOCH_REFRESH_MS });
  return (
    <section aria-label="Network status">
      <dl className="stats">
        <Stat label="Block height">
          {clock.data ? (
            <span className="stat-value">
              {clock.data.height ? BigInt(clock.data.height).toLocaleString('en-US') : '—'}
            </span>
          ) : (
            <Pending error={clock.error} lines={['value']} />
          )}
        </Stat>
        <Stat label="Block time">
          {clock.data ? <Timestamp ns={clock.data.timeNs} /> : <Pending error={clock.error} />}
        </Stat>
        <Stat label="Epoch">
          {epoch.data ? (
            <>
              <span className="stat-value">{epoch.data.seq}</span>{' '}
              <span className="muted small">
                ends <Countdown ns={epoch.data.timestamps.expiryTime} passed="now" />
              </span>
            </>
          ) : (
            <Pending error={epoch.error} lines={['value']} />
          )}
        </Stat>
        <Stat label="Validators">
          {nodes.data ? (
            <Link to={paths.validators.href()}>
              <span className="stat-value">{countsOfNodeData(nodes.data).total}</span>{' '}
              {/* Its own line under the total: in a quarter-width card at 1280 px it broke
                  inside a part ("2 / pending"). */}
              <span className="small stat-parts">
                ({validatorPartsText(countsOfNodeData(nodes.data))})
              </span>
            </Link>
          ) : (
            <Pending error={nodes.error} lines={['value', 'parts']} />
          )}
        </Stat>
        <Stat label="Markets trading">
          {marketsTrading === undefined ? (
            <Pending error={marketsError} />
          ) : (
            <Link to={paths.markets.href()}>
              <span className="stat-value">{marketsTrading}</span>{' '}
              <span className="small stat-parts">in continuous trading</span>
            </Link>
          )}
        </Stat>
      </dl>
    </section>
  );
}
