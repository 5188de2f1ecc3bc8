import { useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { classifySearch } from '../../../lib/classify-search.ts';
import { useSlashShortcut } from '../use-slash-shortcut.ts';
import type { SearchBoxProps } from './search-box.tsx';

// Suggestions, name lists and recent searches (~4 KB gzip) are not needed to render a page: they
// load when the field is first pointed at or focused (the first-route JavaScript budget,
// docs/benchmarks.md).
let loading: Promise<ComponentType<SearchBoxProps>> | undefined;
const loadSearchBox = () =>
  (loading ??= import('./search-box.tsx').then(
    (m) => m.SearchBox,
    (err: unknown) => {
      loading = undefined; // a failed download is tried again on the next focus
      throw err;
    },
  ));

interface Loaded {
  Box: ComponentType<SearchBoxProps>;
  text: string;
  focused: boolean;
}

/**
 * The header's search as the page first renders it: the same form and input as SearchBox (so
 * nothing moves), without the suggestions. On the first hover or focus it loads SearchBox,
 * which then takes its place with what was typed and the focus. Until then Enter still
 * searches, as SearchBox does with no suggestion picked.
 */
export function SearchField() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<Loaded>();
  useSlashShortcut(input);

  const load = () => {
    loadSearchBox().then(
      (Box) => {
        const field = input.current;
        if (!field) return; // unmounted, or already replaced by an earlier call
        // Read and swapped in one task (flushSync), so no keystroke falls between the two
        // fields; read now, not at the request, as the user may have typed or left meanwhile.
        flushSync(() =>
          setLoaded({ Box, text: field.value, focused: document.activeElement === field }),
        );
      },
      () => undefined, // stays a plain search field; the next focus tries again
    );
  };

  if (loaded) return <loaded.Box initialText={loaded.text} autoFocus={loaded.focused} />;
  return (
    <form
      className="search"
      role="search"
      aria-label="Site"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (classifySearch(q).kind === 'empty') return;
        // The recent-searches list comes with SearchBox's code: stored once that is here.
        void import('../use-recent-searches.ts').then((m) => m.rememberSearch(q));
        setText('');
        input.current?.blur();
        void navigate(paths.search.href(q));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search by id, hash, market, asset or validator
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-keyshortcuts="/"
        placeholder="Search id, hash, market, asset…  ( / )"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPointerEnter={load}
        onFocus={load}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.preventDefault();
          input.current?.blur();
        }}
      />
    </form>
  );
}
