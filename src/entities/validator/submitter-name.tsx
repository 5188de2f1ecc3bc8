import { IdText } from '../../components/ui/id-text.tsx';
import { NamedId } from '../../components/ui/named-id.tsx';
import { paths } from '../../config/paths.ts';
import { useValidatorDirectory } from './validator-directory.ts';

const PARTY_RE = /^[0-9a-f]{64}$/;

/**
 * Who signed a transaction, by the name we know it by: a validator's public key (its
 * heartbeats, node votes and signatures) is that validator, its name linked to its page with
 * the key on hover and copied; any other 64-hex key is a party (its page); anything else the
 * key as it is. The name is chain text: NamedId renders it as text.
 */
export function SubmitterName({ pubKey }: { pubKey: string }) {
  const { validators } = useValidatorDirectory();
  let validator;
  for (const v of validators.values()) {
    if (v.pubKey === pubKey) validator = v;
  }
  if (validator?.name) {
    return <NamedId name={validator.name} id={pubKey} href={paths.validator.href(validator.id)} />;
  }
  return (
    <IdText value={pubKey} {...(PARTY_RE.test(pubKey) ? { href: paths.party.href(pubKey) } : {})} />
  );
}
