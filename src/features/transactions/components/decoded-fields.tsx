import { Link } from 'react-router';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import type { EntityKind, Field, FieldValue } from '../decode/fields.ts';

const HREF: Record<EntityKind, (id: string) => string> = {
  market: paths.market.href,
  party: paths.party.href,
  order: paths.order.href,
  asset: paths.asset.href,
  proposal: paths.proposal.href,
  validator: paths.validator.href,
  withdrawal: paths.withdrawal.href,
  deposit: paths.deposit.href,
  oracle: paths.oracle.href,
};

/** Ids that are not 64 hex (Ethereum addresses, keys in base64) have no page to link to. */
const LINKABLE = /^[0-9a-f]{64}$/;

function Value({ value }: { value: FieldValue }) {
  switch (value.kind) {
    case 'text':
      return <span title={value.title}>{value.text}</span>;
    case 'id': {
      const href =
        value.entity && LINKABLE.test(value.id) ? HREF[value.entity](value.id) : undefined;
      if (value.name) {
        // The name is the link; the id beside it stays copyable.
        return (
          <span className="decoded-id">
            {href ? <Link to={href}>{value.name}</Link> : <strong>{value.name}</strong>}{' '}
            <IdText value={value.id} />
          </span>
        );
      }
      return <IdText value={value.id} {...(href ? { href } : {})} />;
    }
    case 'time':
      return value.ns === '0' ? <span>—</span> : <Timestamp ns={value.ns} />;
    case 'block':
      // Chain text as a text node in a <pre>: never parsed as markup.
      return <pre className="decoded-block">{value.text}</pre>;
    case 'group':
      return <DecodedFields fields={value.fields} nested />;
    case 'list': {
      if (value.items.length === 0) return <span className="muted">None</span>;
      const items = value.items.map((item, i) => (
        <li key={i}>
          <Value value={item} />
        </li>
      ));
      return value.numbered ? (
        <ol className="decoded-list">{items}</ol>
      ) : (
        <ul className="decoded-list">{items}</ul>
      );
    }
  }
}

/** A decoded command: labels and values, nested groups and numbered lists. */
export function DecodedFields({ fields, nested }: { fields: Field[]; nested?: boolean }) {
  return (
    <dl className={nested ? 'fields decoded nested' : 'fields decoded'}>
      {fields.map((f, i) => (
        <div key={`${f.label}-${i}`} className="decoded-row">
          <dt>{f.label}</dt>
          <dd>
            <Value value={f.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
