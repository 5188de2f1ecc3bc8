import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../api/http-client.ts';
import { paths } from '../../config/paths.ts';

interface NotFoundProps {
  what: string;
  id?: string | undefined;
  /** The id was refused as malformed (400) rather than unknown (404). */
  malformed?: boolean;
}

export function NotFoundState({ what, id, malformed }: NotFoundProps) {
  return (
    <section className="state" role="status" aria-live="polite">
      <h1>{what} not found</h1>
      {id !== undefined &&
        (malformed ? (
          <p>
            <code className="break">{id}</code> is not a valid id: ids are 64 hexadecimal
            characters.
          </p>
        ) : (
          <p>
            Nothing matches <code className="break">{id}</code> on this data node.
          </p>
        ))}
      <p>
        <Link to={paths.home.href()}>Back to the start page</Link> or search from the box above.
      </p>
    </section>
  );
}

export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <section className="state state-error" role="alert">
      <h2>Could not load this data</h2>
      <p>{message}</p>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </section>
  );
}

/**
 * The one way pages show a failed query: a 404 or a malformed id (400) is a not-found state,
 * anything else an error with a retry.
 */
export function QueryFailure(props: {
  error: unknown;
  what: string;
  id?: string;
  retry?: () => void;
}): ReactNode {
  const { error, what, id, retry } = props;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return <NotFoundState what={what} id={id} malformed={error.status === 400} />;
  }
  return <ErrorState error={error} retry={retry} />;
}
