import { NamedId } from '../../components/ui/named-id.tsx';
import { paths } from '../../config/paths.ts';
import { useValidatorDirectory } from './validator-directory.ts';

/** A validator by its name, linked to its page; the node id on hover and a copy button. */
export function ValidatorName({ nodeId }: { nodeId: string }) {
  const { validators } = useValidatorDirectory();
  return (
    <NamedId name={validators.get(nodeId)?.name} id={nodeId} href={paths.validator.href(nodeId)} />
  );
}
