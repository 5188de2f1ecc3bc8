import { Link, Navigate } from 'react-router';
import { entryHref, KIND_LABEL } from '../entry-href.ts';
import { rankNames, singleDestination, type NameKind } from '../name-matching.ts';
import { useNameCatalog } from '../use-name-catalog.ts';

const GROUPS: readonly { kind: NameKind; heading: string }[] = [
  { kind: 'asset', heading: 'Assets' },
  { kind: 'market', heading: 'Markets' },
  { kind: 'validator', heading: 'Validators' },
];

/** Text search over market, asset and validator names; a single clear match opens it. */
export function NameSearchResults({ query }: { query: string }) {
  const catalog = useNameCatalog(true);
  if (!catalog.settled) {
    return (
      <p role="status" aria-busy="true">
        Searching names for “{query}”…
      </p>
    );
  }
  const matches = rankNames(query, catalog.entries);
  // A list that failed might hold another match: then only an exact match opens directly.
  const single = singleDestination(matches, catalog.failures.length === 0);
  if (single) return <Navigate replace to={entryHref(single)} />;

  const failures = catalog.failures.length > 0 && (
    <ul className="probe-failures" role="alert">
      {catalog.failures.map((f) => (
        <li key={f.catalog}>
          Could not load the list of {f.catalog}: {f.message}
        </li>
      ))}
    </ul>
  );
  if (matches.length === 0) {
    return (
      <section className="state" role="status">
        <h2>No matches</h2>
        <p>
          No market, asset or validator name matches “<span className="break">{query}</span>”. Ids
          and hashes are searched when they are complete (64 hexadecimal characters).
        </p>
        {failures}
      </section>
    );
  }
  return (
    <section className="search-results">
      <p>
        {matches.length} {matches.length === 1 ? 'match' : 'matches'} for “{query}”
      </p>
      {GROUPS.map(({ kind, heading }) => {
        const group = matches.filter((m) => m.entry.kind === kind);
        if (group.length === 0) return null;
        return (
          <section key={kind} aria-label={heading}>
            <h2>{heading}</h2>
            <ul className="choice-list">
              {group.map(({ entry }) => (
                <li key={entry.id}>
                  <Link to={entryHref(entry)}>{entry.title}</Link>
                  {entry.subtitle && <span className="muted"> {entry.subtitle}</span>}
                  <span className="visually-hidden"> ({KIND_LABEL[kind]})</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {failures}
    </section>
  );
}
