import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cometAddress } from './comet-address.ts';
import { validatorDirectoryQuery } from '../../entities/validator/validator-directory.ts';

export interface Proposer {
  nodeId: string;
  name: string;
}

/**
 * Validators by their CometBFT address (SHA-256 of `tmPubKey`, first 20 bytes), so a block's
 * `proposer_address` can be named. Nodes of the epoch in progress: a key rotated since an
 * old block leaves its proposer unnamed (its address is still shown).
 */
export function useProposers(): Map<string, Proposer> {
  // The validator directory's read: its nodes carry `tmPubKey` too, so no second query.
  const nodes = useQuery(validatorDirectoryQuery());
  return useMemo(() => {
    const byAddress = new Map<string, Proposer>();
    for (const node of nodes.data?.nodes ?? []) {
      const address = cometAddress(node.tmPubKey);
      if (address) byAddress.set(address, { nodeId: node.id, name: node.name || node.id });
    }
    return byAddress;
  }, [nodes.data]);
}
