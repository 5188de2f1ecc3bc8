import { queryOptions } from '@tanstack/react-query';
import {
  deposit,
  deposits,
  withdrawal,
  withdrawals,
} from '#contract/endpoints/deposits-withdrawals.ts';
import { networkParameters } from '#contract/endpoints/network-parameters.ts';
import { epoch, networkData } from '#contract/endpoints/nodes.ts';
import { snapshots } from '#contract/endpoints/snapshots.ts';
import { transfers } from '#contract/endpoints/transfers.ts';
import { connectionPages, endpointEvery } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** Records of the asset, all of them when no asset is asked for. */
const ofAsset = (assetId: string | undefined) =>
  assetId === undefined ? undefined : (record: { asset: string }) => record.asset === assetId;

export const networkQueries = {
  parameters: () =>
    queryOptions({ ...endpointEvery(networkParameters), select: (every) => every.nodes }),
  nodeData: () => queryOptions({ ...endpointQuery(networkData), select: (r) => r.nodeData }),
  epoch: () => queryOptions({ ...endpointQuery(epoch), select: (r) => r.epoch }),
  snapshots: () => connectionPages(snapshots, {}),
  /**
   * Without a party the lists hold every party's records (reference §3.1). `assetId` is our
   * data node's extension; records of other assets are dropped here too, in case the node
   * ignores it.
   */
  deposits: (assetId?: string) => connectionPages(deposits, { assetId }, ofAsset(assetId)),
  withdrawals: (assetId?: string) => connectionPages(withdrawals, { assetId }, ofAsset(assetId)),
  deposit: (id: string) =>
    queryOptions({ ...endpointQuery(deposit, { id }), select: (r) => r.deposit }),
  withdrawal: (id: string) =>
    queryOptions({ ...endpointQuery(withdrawal, { id }), select: (r) => r.withdrawal }),
  transfers: () => connectionPages(transfers, {}),
};
