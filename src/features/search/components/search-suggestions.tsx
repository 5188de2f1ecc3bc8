import { useDeferredValue, useEffect, useMemo } from 'react';
import { classifySearch } from '../../../lib/classify-search.ts';
import { rankNames, SUGGESTION_LIMIT } from '../name-matching.ts';
import { useNameCatalog } from '../use-name-catalog.ts';
import { useRecentSearches } from '../use-recent-searches.ts';
import { SearchPopup, type SearchOption } from './search-popup.tsx';

export interface SearchSuggestionsProps {
  /** The listbox's id (the input's aria-controls) and each option's. */
  id: string;
  optionId: (index: number) => string;
  text: string;
  open: boolean;
  active: number;
  /** The field has been focused: fetch the name lists (not on a mere hover). */
  used: boolean;
  /** The options shown now, for the field's keyboard handling. */
  onOptions: (options: SearchOption[]) => void;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

/**
 * The search field's listbox: names matching what is typed, or the recent searches when it is
 * empty. Loaded on the field's first hover or focus (search-field.tsx), with the name lists and
 * their matching; the field and its input stay the same element throughout.
 */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { text, onOptions } = props;
  const { recent, clear } = useRecentSearches();
  const catalog = useNameCatalog(props.used);
  const query = useDeferredValue(text);
  const kind = classifySearch(query).kind;
  const options = useMemo<SearchOption[]>(() => {
    if (kind === 'empty') return recent.map((q) => ({ type: 'recent', query: q }));
    if (kind === 'id') return [];
    return rankNames(query, catalog.entries, SUGGESTION_LIMIT).map((m) => ({
      type: 'name',
      entry: m.entry,
    }));
  }, [kind, query, recent, catalog.entries]);
  useEffect(() => onOptions(options), [options, onOptions]);
  return (
    <SearchPopup
      id={props.id}
      optionId={props.optionId}
      open={props.open}
      kind={kind}
      options={options}
      active={props.active}
      loadingNames={!catalog.settled}
      onChoose={props.onChoose}
      onHover={props.onHover}
      onClearRecent={clear}
    />
  );
}
