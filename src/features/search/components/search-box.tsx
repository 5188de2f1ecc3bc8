import {
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { classifySearch } from '../../../lib/classify-search.ts';
import { entryHref } from '../entry-href.ts';
import { rankNames, SUGGESTION_LIMIT, type NameEntry } from '../name-matching.ts';
import { useNameCatalog } from '../use-name-catalog.ts';
import { useRecentSearches } from '../use-recent-searches.ts';
import { useSlashShortcut } from '../use-slash-shortcut.ts';
import { SearchPopup, type SearchOption } from './search-popup.tsx';

export interface SearchBoxProps {
  /** What was typed in the field this box replaces (see search-field.tsx). */
  initialText?: string;
  /** Take the focus on mount, the caret after the text (the replaced field had it). */
  autoFocus?: boolean;
}

/**
 * The header's universal search, an ARIA combobox: suggestions of names while typing, recent
 * searches when empty; Enter on a suggestion opens it, otherwise the query goes to /search.
 */
export function SearchBox({ initialText = '', autoFocus = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The name lists are fetched the first time the box is used, not on every page load.
  const [used, setUsed] = useState(false);
  const { recent, remember, clear } = useRecentSearches();
  const catalog = useNameCatalog(used);
  useSlashShortcut(input);
  // Before paint, so the focus never visibly leaves the field (it opens the box like a click).
  useLayoutEffect(() => {
    const field = input.current;
    if (!autoFocus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    // Mount only: the prop describes the field this box replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const finish = (href: string) => {
    close();
    setText('');
    input.current?.blur();
    void navigate(href);
  };
  const search = (raw: string) => {
    const q = raw.trim();
    const kind = classifySearch(q);
    if (kind.kind === 'empty') return;
    remember(q);
    // A number is a block height: its page (a future one counts down to it).
    finish(kind.kind === 'block' ? paths.block.href(kind.height) : paths.search.href(q));
  };
  const openEntry = (entry: NameEntry) => {
    remember(entry.title);
    finish(entryHref(entry));
  };
  const choose = (option: SearchOption) =>
    option.type === 'recent' ? search(option.query) : openEntry(option.entry);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i === -1 && step < 0 ? count - 1 : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      const option = open ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      input.current?.blur();
    }
  };

  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listboxId}-${i}`;
  return (
    <form
      className="search"
      role="search"
      aria-label="Site"
      onSubmit={(e) => {
        e.preventDefault();
        search(text);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) close();
      }}
    >
      <label htmlFor={`${listboxId}-input`} className="visually-hidden">
        Search by id, hash, market, asset or validator
      </label>
      <input
        ref={input}
        id={`${listboxId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        placeholder="Search id, hash, market, asset…  ( / )"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <SearchPopup
        id={listboxId}
        optionId={optionId}
        open={open}
        kind={kind}
        options={options}
        active={active}
        loadingNames={!catalog.settled}
        onChoose={choose}
        onHover={setActive}
        onClearRecent={clear}
      />
    </form>
  );
}
