import type { DataSourceSpec } from '#contract/data-source.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';

/** One data source (oracle or time trigger) with its signers and filters, all as text. */
export function DataSourceView({ title, spec }: { title: string; spec: DataSourceSpec }) {
  const oracle = spec.data.external?.oracle;
  const time = spec.data.internal?.time;
  return (
    <section className="config-block" aria-label={title}>
      <h3>{title}</h3>
      <dl className="fields">
        <dt>ID</dt>
        <dd>
          <IdText value={spec.id} href={paths.oracle.href(spec.id)} />
        </dd>
        <dt>Status</dt>
        <dd>{enumToWords(spec.status)}</dd>
        <dt>Created</dt>
        <dd>
          <Timestamp ns={spec.createdAt} />
        </dd>
        <dt>Kind</dt>
        <dd>{oracle ? 'External oracle' : time ? 'Internal time trigger' : 'Unknown'}</dd>
        {oracle && (
          <>
            <dt>Signers</dt>
            <dd>
              {oracle.signers.length === 0 ? (
                <span className="muted">None</span>
              ) : (
                <ul className="plain-list">
                  {oracle.signers.map((s, i) => (
                    <li key={i}>
                      {s.pubKey && (
                        <>
                          Public key <IdText value={s.pubKey.key} />
                        </>
                      )}
                      {s.ethAddress && (
                        <>
                          Ethereum address <IdText value={s.ethAddress.address} />
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>Filters</dt>
            <dd>
              <ul className="plain-list">
                {oracle.filters.map((f, i) => (
                  <li key={i}>
                    <code className="break">{f.key.name}</code>{' '}
                    <span className="muted">
                      ({enumToWords(f.key.type)}
                      {f.key.numberDecimalPlaces !== undefined &&
                        `, ${f.key.numberDecimalPlaces} decimals`}
                      )
                    </span>
                    {f.conditions.map((c, j) => (
                      <span key={j}>
                        {' '}
                        {enumToWords(c.operator).toLowerCase()} <code>{c.value}</code>
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {time && (
          <>
            <dt>Conditions</dt>
            <dd>
              <ul className="plain-list">
                {time.conditions.map((c, i) => (
                  <li key={i}>
                    time {enumToWords(c.operator).toLowerCase()} <Timestamp ns={c.value} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
