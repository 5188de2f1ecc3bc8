import { useParams } from 'react-router';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { OracleSpecPage } from '../features/oracles/components/oracle-spec-page.tsx';
import { truncateMiddle } from '../lib/truncate-id.ts';

export default function OracleDetailPage() {
  const { specId = '' } = useParams();
  useDocumentTitle(`Oracle spec ${truncateMiddle(specId)}`);
  return <OracleSpecPage key={specId} specId={specId} />;
}
