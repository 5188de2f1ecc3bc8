import { Link, Navigate } from 'react-router';
import { idTarget, ID_TARGETS, type IdKind } from '../id-targets.ts';
import { idOutcome, listWords, type ProbeFailure } from '../probe-outcome.ts';
import { useIdProbes } from '../use-id-probes.ts';

const ALL_WORDS = ID_TARGETS.map((t) => t.word);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Looks the id up as every kind of record at once; one hit opens it. */
export function IdSearchResults({ id }: { id: string }) {
  const { reports, retryFailed } = useIdProbes(id);
  const outcome = idOutcome(reports);

  switch (outcome.type) {
    case 'checking':
      return (
        <p role="status" aria-busy="true">
          Looking up <code className="break">{id}</code>… ({outcome.done} of {outcome.total}{' '}
          checked)
        </p>
      );
    case 'found':
      return <Navigate replace to={idTarget(outcome.kind).href(id)} />;
    case 'choices':
      return (
        <section className="search-results">
          <h2>
            {outcome.hits.length === 1 ? 'One record has' : `${outcome.hits.length} records have`}{' '}
            this id
          </h2>
          <p>
            <code className="break">{id}</code>
          </p>
          <ul className="choice-list">
            {outcome.hits.map((kind) => (
              <li key={kind}>
                <Link to={idTarget(kind).href(id)}>{capitalise(idTarget(kind).word)}</Link>
              </li>
            ))}
          </ul>
          <Failures failed={outcome.failed} retry={retryFailed} />
        </section>
      );
    case 'none': {
      const words = outcome.failed.length === 0 ? ALL_WORDS : outcome.checked.map(wordOf);
      return (
        <section className="state" role="status">
          <h2>Nothing found</h2>
          {words.length > 0 && <p>No {listWords(words)} has this id:</p>}
          <p>
            <code className="break">{id}</code>
          </p>
          <Failures failed={outcome.failed} retry={retryFailed} />
        </section>
      );
    }
  }
}

const wordOf = (kind: IdKind) => idTarget(kind).word;

function Failures({ failed, retry }: { failed: ProbeFailure<IdKind>[]; retry: () => void }) {
  if (failed.length === 0) return null;
  return (
    <div className="probe-failures" role="alert">
      <ul>
        {failed.map((f) => (
          <li key={f.kind}>
            Could not check {idTarget(f.kind).plural}: {f.message}
          </li>
        ))}
      </ul>
      <button type="button" onClick={retry}>
        Check again
      </button>
    </div>
  );
}
