/** The states of a live stream (the same words as streams/use-stream.ts StreamStatus). */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'paused' | 'error';

interface LiveStatusProps {
  status: LiveState;
  error?: string | undefined;
  /** The user's pause toggle; 'paused' without it means the tab was hidden. */
  paused: boolean;
  reconnects?: number;
  onPause: () => void;
  onResume: () => void;
  /** What is live, for the button's accessible name ("order book"). */
  label: string;
}

function describe({ status, error, paused, reconnects = 0 }: LiveStatusProps): string {
  switch (status) {
    case 'live':
      return 'Live';
    case 'connecting':
      return 'Connecting…';
    case 'reconnecting':
      return reconnects > 1 ? `Reconnecting… (attempt ${reconnects})` : 'Reconnecting…';
    case 'paused':
      return paused ? 'Paused' : 'Paused while the tab is hidden';
    case 'error':
      return `Stopped: ${error ?? 'the stream failed'}`;
  }
}

/**
 * Where a live panel says whether it is current: a dot and a word (never colour alone), and
 * the pause / resume (retry after an error) toggle. Announced politely when it changes.
 */
export function LiveStatus(props: LiveStatusProps) {
  const { status, paused, onPause, onResume, label } = props;
  const stopped = paused || status === 'error';
  const verb = status === 'error' ? 'Retry' : paused ? 'Resume' : 'Pause';
  return (
    <div className="live-status" data-status={status}>
      <span className="live-dot" aria-hidden="true" />
      {/* As wide as "Connecting…" at least (styles: .live-text), so the usual change to "Live"
          moves nothing beside it. */}
      <span role="status" aria-live="polite" className="live-text">
        <span>{describe(props)}</span>
      </span>
      <button
        type="button"
        className="live-toggle"
        onClick={stopped ? onResume : onPause}
        aria-label={`${verb} ${label} updates`}
      >
        {verb}
      </button>
    </div>
  );
}
