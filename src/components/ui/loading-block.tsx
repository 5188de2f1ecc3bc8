import { Fragment } from 'react';

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

/**
 * A list of fields while its values load: the labels as they will be, a placeholder for each
 * value, so the list is about as tall as it will be and what follows it does not move.
 */
export function LoadingFields({ label, fields }: { label: string; fields: readonly string[] }) {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">Loading {label}…</span>
      <dl className="fields" aria-hidden="true">
        {fields.map((field) => (
          <Fragment key={field}>
            <dt>{field}</dt>
            <dd>
              <span className="skeleton" />
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
