import { useQuery } from '@tanstack/react-query';
import { ID_PATTERN } from '#contract/primitives.ts';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { oracleSpecHead } from '../../../lib/page-head/oracle-spec-head.ts';
import { oracleQueries } from '../api/oracle-queries.ts';

/** The oracle spec page's head, from the spec the page reads (the same query, asked once). */
export function OracleSpecHead({ specId }: { specId: string }) {
  const spec = useQuery({ ...oracleQueries.spec(specId), enabled: ID_PATTERN.test(specId) }).data;
  return (
    <PageHead
      {...oracleSpecHead(
        specId,
        spec && {
          status: spec.status,
          properties: (spec.data.external?.oracle?.filters ?? []).map((f) => f.key.name),
        },
      )}
    />
  );
}
