/**
 * A record as indented JSON inside a disclosure. It is rendered as a text node in a <pre>:
 * whatever strings the chain holds stay text, never markup.
 */
export function RawJson({ value, summary = 'Raw JSON' }: { value: unknown; summary?: string }) {
  return (
    <details className="raw-json">
      <summary>{summary}</summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}
