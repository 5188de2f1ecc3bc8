import { Link } from 'react-router';
import { CopyButton, IdText } from './id-text.tsx';

/**
 * A record's name where it has one: the name (a link to its page when `href` is given), the id
 * on hover and a copy button for it. Without a name, the shortened id as IdText shows it.
 */
export function NamedId({
  name,
  id,
  href,
}: {
  name?: string | undefined;
  id: string;
  href?: string;
}) {
  if (!name) return <IdText value={id} {...(href ? { href } : {})} />;
  return (
    <span className="id-text named-id">
      {href ? (
        <Link to={href} title={id}>
          {name}
        </Link>
      ) : (
        <span title={id}>{name}</span>
      )}
      <CopyButton value={id} />
    </span>
  );
}
