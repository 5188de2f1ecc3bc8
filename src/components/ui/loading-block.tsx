const DEFAULT_LINES = 4;

/**
 * Placeholder lines shaped like the content that is loading (a details list, a short table),
 * announced once as "Loading …" rather than read out line by line.
 */
export function LoadingBlock({ label, lines = DEFAULT_LINES }: { label: string; lines?: number }) {
  return (
    <div className="loading-block" role="status" aria-busy="true">
      <span className="visually-hidden">Loading {label}…</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
