import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Timestamp, msToNs } from '../../../components/ui/timestamp.tsx';
import { useDataNode } from '../data-node-context.tsx';
import { CometUrlForm } from './comet-url-form.tsx';
import { parseNodeUrl, shareableLink } from '../node-url.ts';
import { nodeProbeQuery, type ProbeResult } from '../probe-node.ts';
import { formatHeight } from '../format-height.ts';
import { UrlInput } from './url-input.tsx';

/** Popover content: the current node's state, and a form to test and switch to another. */
export function NodeSwitcher({ onDone }: { onDone: () => void }) {
  const { nodeUrl, label, isCustom, switchTo } = useDataNode();
  const current = useQuery(nodeProbeQuery(nodeUrl));
  const [text, setText] = useState(nodeUrl);
  const [invalid, setInvalid] = useState<string>();
  const [candidate, setCandidate] = useState<string>();
  const check = useQuery({ ...nodeProbeQuery(candidate ?? ''), enabled: candidate !== undefined });
  const checkedAt = Math.max(current.dataUpdatedAt, current.errorUpdatedAt);
  const inputId = useId();

  const validated = () => {
    const parsed = parseNodeUrl(text);
    setInvalid(parsed.ok ? undefined : parsed.error);
    return parsed.ok ? parsed.url : undefined;
  };
  const test = () => {
    const url = validated();
    if (url === undefined) return;
    setCandidate(url);
    if (url === candidate) void check.refetch();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = validated();
    if (url === undefined) return;
    onDone();
    switchTo(url);
  };

  return (
    <div className="node-switcher">
      <p>
        Reading from <strong>{label}</strong>
        {isCustom && <span className="mono break"> ({nodeUrl})</span>}.{' '}
        <ProbeSummary
          result={current.data}
          error={current.isError ? current.error : undefined}
          pending={current.isPending}
        />{' '}
        {checkedAt > 0 && (
          <span className="muted">
            Checked <Timestamp ns={msToNs(checkedAt)} />.
          </span>
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Another data node’s address</label>
        <UrlInput
          id={inputId}
          placeholder="https://datanode.example.com"
          value={text}
          invalid={invalid}
          onChange={(value) => {
            setText(value);
            setInvalid(undefined);
          }}
        />
        {candidate !== undefined && !invalid && (
          <p className="check-result" role="status">
            <ProbeSummary
              result={check.data}
              error={check.isError ? check.error : undefined}
              pending={check.isFetching}
            />
          </p>
        )}
        <div className="form-actions">
          <button type="button" onClick={test}>
            Test
          </button>
          <button type="submit" className="primary">
            Switch
          </button>
        </div>
      </form>
      <CometUrlForm onDone={onDone} />
      {isCustom && (
        <div className="form-actions">
          <button
            type="button"
            onClick={() => {
              onDone();
              switchTo('');
            }}
          >
            Use this site’s node
          </button>
          <a href={shareableLink(window.location.origin, window.location.pathname, nodeUrl)}>
            Shareable link
          </a>
        </div>
      )}
    </div>
  );
}

function ProbeSummary(props: {
  result: ProbeResult | undefined;
  error: Error | undefined;
  pending: boolean;
}) {
  if (props.pending) return <span>Checking…</span>;
  if (props.error)
    return <span className="text-error">Does not answer: {props.error.message}</span>;
  if (!props.result) return null;
  return (
    <span>
      Answers: block {formatHeight(props.result.blockHeight)}, {props.result.latencyMs} ms.
    </span>
  );
}
