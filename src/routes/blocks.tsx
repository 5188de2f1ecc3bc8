import { PageHead } from '../components/layout/page-head.tsx';
import { LIST_HEADS } from '../lib/page-head/describe-lists.ts';
import { BlocksList } from '../features/blocks/components/blocks-list.tsx';

export default function BlocksPage() {
  return (
    <>
      <PageHead {...LIST_HEADS.blocks} />
      <h1>Blocks</h1>
      <BlocksList />
    </>
  );
}
