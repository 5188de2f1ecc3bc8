import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import type { Asset } from '#contract/asset.ts';
import { PHONE_DETAIL } from '../../../components/data-table/column-priority.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { assetSource } from '../asset-source.ts';

const column = createColumnHelper<Asset>();

// On a phone (PHONE_DETAIL) a row keeps the symbol and name; the id, decimals, source and
// status open in its detail, so the list fits 390 px without a sideways scroll.
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
    meta: PHONE_DETAIL,
    cell: (info) => <IdText value={info.getValue()} href={paths.asset.href(info.getValue())} />,
  }),
  column.accessor((a) => a.details.decimals, {
    id: 'decimals',
    header: 'Decimals',
    meta: { ...PHONE_DETAIL, className: 'num' },
  }),
  column.accessor((a) => assetSource(a).label, {
    id: 'source',
    header: 'Source',
    meta: PHONE_DETAIL,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: PHONE_DETAIL,
    cell: (info) => enumToWords(info.getValue()),
  }),
];
