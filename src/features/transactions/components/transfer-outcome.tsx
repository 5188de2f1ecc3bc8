import { useQuery } from '@tanstack/react-query';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { isMissing } from '../../../entities/endpoint/endpoint-query.ts';
import { transferOutcomeQueries } from '../api/transfer-outcome-queries.ts';
import { Derived } from './derived-record.tsx';

// Its own module (loaded by transaction-outcome.tsx for a transfer only), like
// proposal-outcome.tsx: a transfer's page loads only the transfer's lookup.

/** The transfer a transfer command created, with its status. */
export function CreatedTransfer({ submitter, id }: { submitter: string; id: string }) {
  const query = useQuery(transferOutcomeQueries.transfer(submitter, id));
  return (
    <>
      <Derived label="Transfer id (derived from the signature)" id={id} />
      {query.data && (
        <p>
          Status: {enumToWords(query.data.status)}
          {query.data.reason ? ` — ${query.data.reason}` : ''},{' '}
          <Timestamp ns={query.data.timestamp} />
        </p>
      )}
      {(query.data === null || isMissing(query.error)) && (
        <p className="muted">This node lists no transfer with that id.</p>
      )}
    </>
  );
}
