import { PageHead } from '../components/layout/page-head.tsx';
import { BlocksList } from '../features/blocks/components/blocks-list.tsx';

export default function BlocksPage() {
  return (
    <>
      <PageHead
        title="Blocks"
        description="Blocks of the trading network as they are made: height, time, proposer and transactions."
      />
      <h1>Blocks</h1>
      <BlocksList />
    </>
  );
}
