import { createColumnHelper, type SortingFn } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import {
  compareDecimalStrings,
  formatPrice,
  formatSize,
  formatUnits,
} from '../../../lib/format-decimal.ts';
import { PHONE_DETAIL } from '../../../components/data-table/column-priority.ts';

/** One line of the markets list, its live parts (mark, volume) already merged in. */
export interface MarketRow {
  id: string;
  code: string;
  name: string;
  state: string;
  tradingMode: string;
  assetSymbol: string;
  /** Raw (unscaled) integer strings; undefined while unknown. */
  markPrice?: string | undefined;
  volume24h?: string | undefined;
  priceDecimals: number;
  sizeDecimals: number;
  /** The market that took over from this one, once its trading has ended. */
  successor?: { id: string; code: string };
}

/** Decimal text of a raw value, so markets with different decimals compare by value. */
const scaled = (raw: string | undefined, decimals: number) =>
  raw === undefined ? undefined : formatUnits(raw, decimals, { group: false });

const byDecimal: SortingFn<MarketRow> = (a, b, id) =>
  compareDecimalStrings(a.getValue<string>(id), b.getValue<string>(id));

const column = createColumnHelper<MarketRow>();
/** Figures are right-aligned, in tabular digits. */
const NUMERIC = { className: 'num' };
// On a phone (PHONE_DETAIL) a row keeps its code and mark price; the name, state, trading mode,
// asset and volume open in the row's detail, so the list fits 390 px without scrolling.
export const marketColumns = [
  column.accessor('code', {
    header: 'Code',
    cell: (info) => (
      <Link to={paths.market.href(info.row.original.id)}>
        <ChainText text={info.getValue()} />
      </Link>
    ),
  }),
  column.accessor('name', {
    header: 'Name',
    meta: PHONE_DETAIL,
    cell: (info) => <ChainText text={info.getValue()} />,
  }),
  column.accessor('state', {
    header: 'State',
    meta: PHONE_DETAIL,
    cell: (info) => {
      const { successor } = info.row.original;
      return (
        <>
          {enumToWords(info.getValue())}
          {successor && (
            <span className="small successor">
              {' '}
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">succeeded by</span>{' '}
              <Link to={paths.market.href(successor.id)}>
                <ChainText text={successor.code} />
              </Link>
            </span>
          )}
        </>
      );
    },
  }),
  column.accessor('tradingMode', {
    id: 'mode',
    header: 'Trading mode',
    meta: PHONE_DETAIL,
    cell: (info) => enumToWords(info.getValue()),
  }),
  column.accessor('assetSymbol', {
    id: 'asset',
    header: 'Settlement asset',
    meta: PHONE_DETAIL,
    cell: (info) => <ChainText text={info.getValue()} />,
  }),
  column.accessor((r) => scaled(r.markPrice, r.priceDecimals), {
    id: 'mark',
    header: 'Mark price',
    sortingFn: byDecimal,
    sortUndefined: 'last',
    meta: NUMERIC,
    cell: (info) => {
      const { markPrice, priceDecimals } = info.row.original;
      return markPrice === undefined ? '—' : formatPrice(markPrice, priceDecimals);
    },
  }),
  column.accessor((r) => scaled(r.volume24h, r.sizeDecimals), {
    id: 'volume',
    header: '24 h volume',
    sortingFn: byDecimal,
    sortUndefined: 'last',
    sortDescFirst: true,
    meta: { ...NUMERIC, ...PHONE_DETAIL },
    cell: (info) => {
      const { volume24h, sizeDecimals } = info.row.original;
      if (volume24h === undefined) return '—';
      // Nothing traded reads the same in every market ("0"), whatever its size decimals.
      return /^0*$/.test(volume24h) ? '0' : formatSize(volume24h, sizeDecimals);
    },
  }),
];
