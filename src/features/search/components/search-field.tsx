import {
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { classifySearch } from '../../../lib/classify-search.ts';
import { entryHref } from '../entry-href.ts';
import { useSlashShortcut } from '../use-slash-shortcut.ts';
import type { SearchOption } from './search-popup.tsx';
import type { SearchSuggestionsProps } from './search-suggestions.tsx';

// Suggestions, name lists and recent searches (~4 KB gzip) are not needed to render a page:
// they load when the field is first pointed at or focused (the first-route JavaScript budget,
// docs/benchmarks.md).
let loading: Promise<ComponentType<SearchSuggestionsProps>> | undefined;
const loadSuggestions = () =>
  (loading ??= import('./search-suggestions.tsx').then(
    (m) => m.SearchSuggestions,
    (err: unknown) => {
      loading = undefined; // a failed download is tried again on the next focus
      throw err;
    },
  ));

const remember = (query: string) =>
  void import('../use-recent-searches.ts').then((m) => m.rememberSearch(query));

/**
 * The header's universal search, an ARIA combobox: suggestions of names while typing, recent
 * searches when empty; Enter on a suggestion opens it, otherwise the query goes to /search (a
 * number to its block). One form and one input from the first render on: the suggestions'
 * code arrives on the first hover or focus and adds the listbox beside the input, so a script
 * or a person holding the input keeps it.
 */
export function SearchField() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [used, setUsed] = useState(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps>>();
  useSlashShortcut(input);

  const load = () => {
    if (Suggestions) return;
    loadSuggestions().then(
      (component) => setSuggestions(() => component),
      () => undefined, // stays a plain search field; the next focus tries again
    );
  };
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
  const choose = (option: SearchOption) => {
    if (option.type === 'recent') return search(option.query);
    remember(option.entry.title);
    finish(entryHref(option.entry));
  };

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

  const expanded = Suggestions !== undefined && open && options.length > 0;
  const optionId = useCallback((i: number) => `${listboxId}-${i}`, [listboxId]);
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
        aria-controls={Suggestions ? listboxId : undefined}
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
        onPointerEnter={load}
        onFocus={() => {
          load();
          setUsed(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {Suggestions && (
        <Suggestions
          id={listboxId}
          optionId={optionId}
          text={text}
          open={open}
          active={active}
          used={used}
          onOptions={setOptions}
          onChoose={choose}
          onHover={setActive}
        />
      )}
    </form>
  );
}
