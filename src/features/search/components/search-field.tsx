import { useId, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { classifySearch } from '../../../lib/classify-search.ts';
import { useSlashShortcut } from '../use-slash-shortcut.ts';
import type { ComboboxState, KeyHandler, SearchSuggestionsProps } from './search-suggestions.tsx';

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
 * or a person holding the input keeps it. The listbox's keyboard (arrows, Enter on an option)
 * comes with it: until then the field only searches.
 */
export function SearchField() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler>(undefined);
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
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
  const go = (href: string) => {
    setOpen(false);
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
    go(kind.kind === 'block' ? paths.block.href(kind.height) : paths.search.href(q));
  };

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
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
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
        aria-expanded={Suggestions !== undefined && combobox.expanded}
        aria-controls={Suggestions ? listboxId : undefined}
        aria-activedescendant={Suggestions ? combobox.activeId : undefined}
        aria-keyshortcuts="/"
        placeholder="Search id, hash, market, asset…  ( / )"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onPointerEnter={load}
        onFocus={() => {
          load();
          setUsed(true);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
            input.current?.blur();
          } else {
            keys.current?.(event);
          }
        }}
      />
      {Suggestions && (
        <Suggestions
          id={listboxId}
          text={text}
          open={open}
          used={used}
          keysRef={keys}
          onOpen={() => setOpen(true)}
          onState={setCombobox}
          onSearch={search}
          onGo={go}
        />
      )}
    </form>
  );
}
