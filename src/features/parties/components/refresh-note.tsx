import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { msToNs, Timestamp } from '../../../components/ui/timestamp.tsx';
import type { StreamHandle } from '../../../streams/use-stream.ts';

interface Props {
  /** What is live, for the pause button's name ("accounts"). */
  label: string;
  stream: StreamHandle;
  /** The stream's snapshot arrived and it is open: numbers move with each block. */
  live: boolean;
  /** When REST last answered (shown while polling instead). */
  updatedAt: number;
  everyMs: number;
}

/** Says whether a list is live, or polled and how fresh it is, so a stall is noticed. */
export function RefreshNote({ label, stream, live, updatedAt, everyMs }: Props) {
  return (
    <div className="refresh-note">
      <LiveStatus
        status={stream.status}
        error={stream.error}
        paused={stream.paused}
        reconnects={stream.reconnects}
        onPause={stream.pause}
        onResume={stream.resume}
        label={label}
      />
      {/* Always there, unseen while the list is live: its line (two on a phone) stays, so the
          list below does not move when the stream opens or drops. */}
      <span
        className={!live && updatedAt > 0 ? 'muted small' : 'muted small unseen'}
        aria-hidden={live || updatedAt === 0 || undefined}
      >
        Meanwhile refreshed every {everyMs / 1000} s · last update{' '}
        {updatedAt > 0 ? <Timestamp ns={msToNs(updatedAt)} /> : '—'}
      </span>
    </div>
  );
}
