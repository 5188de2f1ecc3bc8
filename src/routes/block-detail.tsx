import { useParams } from 'react-router';
import { BlockDetails } from '../features/blocks/components/block-details.tsx';

export default function BlockDetailPage() {
  const { height = '' } = useParams();
  return <BlockDetails key={height} height={height} />;
}
