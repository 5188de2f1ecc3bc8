import { BlocksList } from '../features/blocks/components/blocks-list.tsx';

export default function BlocksPage() {
  return (
    <>
      <h1>Blocks</h1>
      <BlocksList />
    </>
  );
}
