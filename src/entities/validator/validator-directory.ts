import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nodes } from '#contract/endpoints/nodes.ts';
import type { Node } from '#contract/node.ts';
import { endpointEvery } from '../endpoint/endpoint-pages.ts';
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

/** The current epoch's nodes: names do not depend on the epoch. */
export const validatorDirectoryQuery = () =>
  queryOptions({ ...endpointEvery(nodes), staleTime: DIRECTORY_STALE_MS });

export type ValidatorDirectory = ReadonlyMap<string, ValidatorEntity>;

const EMPTY: ValidatorDirectory = new Map();

/** Validators by node id; empty until loaded. */
export function useValidatorDirectory(): { validators: ValidatorDirectory; pending: boolean } {
  const query = useQuery(validatorDirectoryQuery());
  const validators = useMemo(
    () => (query.data ? new Map(query.data.nodes.map((n) => [n.id, toValidatorEntity(n)])) : EMPTY),
    [query.data],
  );
  return { validators, pending: query.isPending };
}
