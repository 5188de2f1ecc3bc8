import { useId, useState, type FormEvent } from 'react';
import { getCometUrl, setCometUrl, storedCometUrl } from '../../../api/comet-url.ts';
import { useDataNode } from '../data-node-context.tsx';
import { parseNodeUrl } from '../node-url.ts';
import { UrlInput } from './url-input.tsx';

/**
 * Where blocks are read: a CometBFT RPC address, by default the data node's own `/tm`.
 * Saving remounts the explorer over an empty cache, as a node switch does.
 */
export function CometUrlForm({ onDone }: { onDone: () => void }) {
  const { nodeUrl, switchTo } = useDataNode();
  const [text, setText] = useState(storedCometUrl);
  const [invalid, setInvalid] = useState<string>();
  const inputId = useId();
  const apply = (url: string) => {
    setCometUrl(url);
    onDone();
    switchTo(nodeUrl);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return apply('');
    const parsed = parseNodeUrl(text);
    if (!parsed.ok) return setInvalid(parsed.error);
    apply(parsed.url);
  };
  return (
    <form onSubmit={submit} noValidate className="comet-url-form">
      <label htmlFor={inputId}>CometBFT RPC for blocks</label>
      <p className="muted">
        Now: <span className="mono break">{getCometUrl() || '/tm'}</span>. Empty = the data node’s
        own <code>/tm</code>.
      </p>
      <UrlInput
        id={inputId}
        placeholder="https://rpc.example.com"
        value={text}
        invalid={invalid}
        onChange={(value) => {
          setText(value);
          setInvalid(undefined);
        }}
      />
      <div className="form-actions">
        <button type="submit">Use for blocks</button>
      </div>
    </form>
  );
}
