import { queryOptions } from '@tanstack/react-query';
import { epoch, node, nodes } from '#contract/endpoints/nodes.ts';
import { endpointEvery } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

export const validatorsQueries = {
  /** Every node, as of `epochSeq` (undefined = the current epoch). */
  nodes: (epochSeq: string | undefined) =>
    queryOptions({ ...endpointEvery(nodes, { epochSeq }), select: (every) => every.nodes }),
  node: (nodeId: string) =>
    queryOptions({ ...endpointQuery(node, { id: nodeId }), select: (r) => r.node }),
  currentEpoch: () => queryOptions({ ...endpointQuery(epoch), select: (r) => r.epoch }),
};
