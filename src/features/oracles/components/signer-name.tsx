import type { DataSigner } from '#contract/data-source.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { NamedId } from '../../../components/ui/named-id.tsx';
import { paths } from '../../../config/paths.ts';
import { PartyLink } from '../../../entities/party/party-link.tsx';
import { useValidatorDirectory } from '../../../entities/validator/validator-directory.ts';

/**
 * An oracle signer by the name we know it by: a public key that is a validator's is that
 * validator, any other key the party it is (its page lists what it signed); an Ethereum
 * address has no name on this network and shows as the address.
 */
export function SignerName({ signer }: { signer: DataSigner }) {
  const { validators } = useValidatorDirectory();
  if (signer.pubKey) {
    const key = signer.pubKey.key;
    const validator = [...validators.values()].find((v) => v.pubKey === key);
    if (validator) {
      return (
        <span className="signer">
          <span className="muted">Validator</span>{' '}
          <NamedId
            name={validator.name}
            id={validator.id}
            href={paths.validator.href(validator.id)}
          />
        </span>
      );
    }
    return (
      <span className="signer">
        <span className="muted">Key</span> <PartyLink partyId={key} />
      </span>
    );
  }
  if (signer.ethAddress) {
    return (
      <span className="signer">
        <span className="muted">Ethereum</span> <IdText value={signer.ethAddress.address} />
      </span>
    );
  }
  return <span className="muted">—</span>;
}
