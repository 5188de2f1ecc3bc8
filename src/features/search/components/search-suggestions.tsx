import {
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { classifySearch } from '../../../lib/classify-search.ts';
import { entryHref } from '../entry-href.ts';
import { rankNames, SUGGESTION_LIMIT } from '../name-matching.ts';
import { useNameCatalog } from '../use-name-catalog.ts';
import { rememberSearch, useRecentSearches } from '../use-recent-searches.ts';
import { SearchPopup, type SearchOption } from './search-popup.tsx';

/** The input's keysRef the listbox answers (arrows, Enter on an option). */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/** What the input says of the listbox: whether it shows, and the active option's id. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string | undefined;
}

export interface SearchSuggestionsProps {
  /** The listbox's id (the input's aria-controls); each option's is `${id}-${index}`. */
  id: string;
  text: string;
  open: boolean;
  /** The field has been focused: fetch the name lists (not on a mere hover). */
  used: boolean;
  /** Where the field's input finds this listbox's key handling. */
  keysRef: RefObject<KeyHandler | undefined>;
  onOpen: () => void;
  onState: (state: ComboboxState) => void;
  /** A recent search chosen: searched again, as if typed. */
  onSearch: (query: string) => void;
  /** A name chosen: its page. */
  onGo: (href: string) => void;
}

/**
 * The search field's listbox and its keyboard: names matching what is typed, or the recent
 * searches when it is empty. Loaded on the field's first hover or focus (search-field.tsx),
 * with the name lists and their matching; the field and its input stay the same element
 * throughout.
 */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { id, text, open, keysRef, onOpen, onState, onSearch, onGo } = props;
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

  // The active option, for what is typed now while the list is open (typing or closing resets it).
  const [pick, setPick] = useState({ index: -1, text, open });
  const active = pick.text === text && pick.open === open && open ? pick.index : -1;
  const setActive = (index: number) => setPick({ index, text, open });
  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? `${id}-${active}` : undefined;
  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);

  const choose = (option: SearchOption) => {
    if (option.type === 'recent') return onSearch(option.query);
    rememberSearch(option.entry.title);
    onGo(entryHref(option.entry));
  };
  useEffect(() => {
    keysRef.current = (event) => {
      const count = options.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        onOpen();
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setPick({
          index: active === -1 && step < 0 ? count - 1 : (active + step + count) % count,
          text,
          open: true,
        });
      } else if (event.key === 'Enter') {
        const option = open ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
      }
    };
    return () => {
      keysRef.current = undefined;
    };
  });

  return (
    <SearchPopup
      id={id}
      optionId={(i) => `${id}-${i}`}
      open={open}
      kind={kind}
      options={options}
      active={active}
      loadingNames={!catalog.settled}
      onChoose={choose}
      onHover={setActive}
      onClearRecent={clear}
    />
  );
}
