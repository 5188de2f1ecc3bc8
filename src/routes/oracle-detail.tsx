import { useParams } from 'react-router';
import { OracleSpecHead } from '../features/oracles/components/oracle-spec-head.tsx';
import { OracleSpecPage } from '../features/oracles/components/oracle-spec-page.tsx';

export default function OracleDetailPage() {
  const { specId = '' } = useParams();
  return (
    <>
      <OracleSpecHead specId={specId} />
      <OracleSpecPage key={specId} specId={specId} />
    </>
  );
}
