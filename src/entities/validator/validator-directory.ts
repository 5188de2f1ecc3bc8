import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nodesResponseSchema, type Node } from '#contract/node.ts';
import { endpoint, endpointKey, fetchEveryNode } from '../../api/endpoints.ts';
import { DIRECTORY_STALE_MS } from '../directory-stale.ts';

/** What pages need of a validator (node) to name it; typed from the contract. */
export interface ValidatorEntity {
  id: Node['id'];
  name: Node['name'];
  pubKey: Node['pubKey'];
}

export const toValidatorEntity = (n: Node): ValidatorEntity => ({
  id: n.id,
  name: n.name,
  pubKey: n.pubKey,
});

const nodesEndpoint = endpoint('nodes', '/api/v2/nodes', nodesResponseSchema);

/** The current epoch's nodes: names do not depend on the epoch. */
export const validatorDirectoryQuery = () =>
  queryOptions({
    queryKey: endpointKey(nodesEndpoint),
    queryFn: ({ signal }) => fetchEveryNode(nodesEndpoint, (r) => r.nodes, {}, signal),
    staleTime: DIRECTORY_STALE_MS,
  });

export type ValidatorDirectory = ReadonlyMap<string, ValidatorEntity>;

const EMPTY: ValidatorDirectory = new Map();

/** Validators by node id; empty until loaded. */
export function useValidatorDirectory(): { validators: ValidatorDirectory; pending: boolean } {
  const query = useQuery(validatorDirectoryQuery());
  const validators = useMemo(
    () => (query.data ? new Map(query.data.map((n) => [n.id, toValidatorEntity(n)])) : EMPTY),
    [query.data],
  );
  return { validators, pending: query.isPending };
}
