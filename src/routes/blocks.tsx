import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { BlocksList } from '../features/blocks/components/blocks-list.tsx';

export default function BlocksPage() {
  useDocumentTitle('Blocks');
  return (
    <>
      <h1>Blocks</h1>
      <BlocksList />
    </>
  );
}
