import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import type { Asset } from '#contract/asset.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { assetSource } from '../asset-source.ts';

const column = createColumnHelper<Asset>();

export const assetColumns = [
  column.accessor((a) => a.details.symbol, {
    id: 'symbol',
    header: 'Symbol',
    cell: (info) => (
      <Link to={paths.asset.href(info.row.original.id)}>
        <ChainText text={info.getValue()} />
      </Link>
    ),
  }),
  column.accessor((a) => a.details.name, {
    id: 'name',
    header: 'Name',
    cell: (info) => <ChainText text={info.getValue()} />,
  }),
  column.accessor('id', {
    header: 'ID',
    cell: (info) => <IdText value={info.getValue()} href={paths.asset.href(info.getValue())} />,
  }),
  column.accessor((a) => a.details.decimals, { id: 'decimals', header: 'Decimals' }),
  column.accessor((a) => assetSource(a).label, { id: 'source', header: 'Source' }),
  column.accessor('status', { header: 'Status', cell: (info) => enumToWords(info.getValue()) }),
];
