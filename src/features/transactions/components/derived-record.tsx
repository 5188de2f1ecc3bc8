import { IdText } from '../../../components/ui/id-text.tsx';

/**
 * The id of a record a transaction created: derived from its signature, as the network does.
 * Part of the transaction page's own chunk (transaction-outcome.tsx uses it too), so the
 * per-record outcome modules do not share a separate chunk for it.
 */
export function Derived({ label, id, href }: { label: string; id: string; href?: string }) {
  return (
    <p>
      {label}: <IdText value={id} {...(href ? { href } : {})} />
    </p>
  );
}
