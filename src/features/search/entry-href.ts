import { paths } from '../../config/paths.ts';
import type { NameEntry, NameKind } from './name-matching.ts';

export const KIND_LABEL: Record<NameKind, string> = {
  asset: 'Asset',
  market: 'Market',
  validator: 'Validator',
};

export function entryHref(entry: NameEntry): string {
  switch (entry.kind) {
    case 'asset':
      return paths.asset.href(entry.id);
    case 'market':
      return paths.market.href(entry.id);
    case 'validator':
      return paths.validator.href(entry.id);
  }
}
