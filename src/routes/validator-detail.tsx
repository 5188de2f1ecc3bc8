import { useParams } from 'react-router';
import { ValidatorDetails } from '../features/validators/components/validator-details.tsx';

export default function ValidatorDetailPage() {
  const { nodeId = '' } = useParams();
  return <ValidatorDetails key={nodeId} nodeId={nodeId} />;
}
