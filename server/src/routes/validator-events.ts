import type { FastifyInstance } from 'fastify';
import { ProtocolUpgradeProposalStatus } from '#contract/enums.ts';
import { DetailCode, invalidArgument } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import {
  listEthereumKeyRotations,
  listKeyRotations,
  listNodeSignatures,
  listProtocolUpgradeProposals,
  listSignerAddedBundles,
  listSignerRemovedBundles,
  upgradeReady,
} from '../store/validator-events.ts';

const query = (request: { query: unknown }) =>
  new QueryReader(request.query as Record<string, string>);

/**
 * What validators sign and change (reference swagger): node signatures of a resource, key and
 * Ethereum-key rotations (under `vega` as the reference names the path, and under `net`),
 * protocol-upgrade proposals and status, multisig signer-change bundles.
 */
export async function validatorEventRoutes(app: FastifyInstance) {
  app.get('/api/v2/node/signatures', async (request) => {
    const q = query(request);
    const id = q.id('id');
    if (id === undefined) throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'id is required', '');
    return { signatures: await listNodeSignatures(app.db, id, readPagination(q)) };
  });

  for (const brand of ['vega', 'net']) {
    app.get(`/api/v2/${brand}/keys/rotations`, async (request) => {
      const q = query(request);
      const rotations = await listKeyRotations(app.db, q.id('nodeId'), readPagination(q));
      return { rotations };
    });
    app.get(`/api/v2/${brand}/keys/ethereum/rotations`, async (request) => {
      const q = query(request);
      const keyRotations = await listEthereumKeyRotations(
        app.db,
        q.id('nodeId'),
        readPagination(q),
      );
      return { keyRotations };
    });
  }

  app.get('/api/v2/upgrade/proposals', async (request) => {
    const q = query(request);
    const status = q.enums('status', ProtocolUpgradeProposalStatus).at(-1);
    const filter = {
      // UNSPECIFIED is the reference's "any status".
      status: status === 'PROTOCOL_UPGRADE_PROPOSAL_STATUS_UNSPECIFIED' ? undefined : status,
      approvedBy: q.id('approvedBy'),
    };
    return {
      protocolUpgradeProposals: await listProtocolUpgradeProposals(
        app.db,
        filter,
        readPagination(q),
      ),
    };
  });

  app.get('/api/v2/upgrade/status', async () => ({ ready: await upgradeReady(app.db) }));

  const bundleFilter = (q: QueryReader) => ({
    nodeId: q.id('nodeId'),
    submitter: q.string('submitter') || undefined,
    epochSeq: q.int64Seq('epochSeq'),
  });
  app.get('/api/v2/erc20/multisigcontrol/signer/added/bundles', async (request) => {
    const q = query(request);
    return { bundles: await listSignerAddedBundles(app.db, bundleFilter(q), readPagination(q)) };
  });
  app.get('/api/v2/erc20/multisigcontrol/signer/removed/bundles', async (request) => {
    const q = query(request);
    return {
      bundles: await listSignerRemovedBundles(app.db, bundleFilter(q), readPagination(q)),
    };
  });
}
