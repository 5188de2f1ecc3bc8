import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState, NotFoundState } from './status-states.tsx';

/** Last line of defence: a render error shows a message, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState what="Page" />;
  return (
    <main className="page">
      <ErrorState error={error} retry={() => window.location.reload()} />
    </main>
  );
}
