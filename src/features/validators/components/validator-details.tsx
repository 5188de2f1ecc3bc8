import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { tokenAmount, useStakeToken } from '../../../entities/asset/stake-token.ts';
import { Shown } from '../../../components/ui/shown.tsx';
import { displayScore } from '../../../lib/format/display-rules.ts';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { validatorHead } from '../../../lib/page-head/validator-head.ts';
import { QueryFailure } from '../../../components/ui/status-states.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { validatorStatusLabel } from '../../../entities/validator/validator-counts.ts';
import { validatorsQueries } from '../api/validators-queries.ts';
import { ExternalLink } from './external-link.tsx';
import { ValidatorDelegations } from './validator-delegations.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

// The rewards table loads below the fold, with its own code.
const PartyRewards = lazy(async () => ({
  default: (await import('../../../entities/reward/party-rewards.tsx')).PartyRewards,
}));

/** One node: identity, stake, scores, epoch performance and who delegates to it. */
export function ValidatorDetails({ nodeId }: { nodeId: string }) {
  const query = useQuery(validatorsQueries.node(nodeId));
  const token = useStakeToken();
  const head = (
    <PageHead
      {...validatorHead(
        query.data && {
          name: query.data.name,
          status: validatorStatusLabel(query.data.rankingScore.status),
          stakedTotal: query.data.stakedTotal,
          token,
        },
      )}
    />
  );
  if (query.isPending) {
    return (
      <>
        {head}
        <LoadingBlock label="validator" />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {head}
        <QueryFailure
          error={query.error}
          what="Validator"
          id={nodeId}
          retry={() => void query.refetch()}
        />
      </>
    );
  }
  const node = query.data;
  const stake = (raw: string) => <Shown value={tokenAmount(raw, token)} />;
  const score = (value: string | number) => <Shown value={displayScore(value)} />;
  return (
    <article>
      {head}
      {/* The name is chain text: rendered as text, whatever it contains. */}
      <h1>
        <ChainText text={node.name || 'Unnamed validator'} wrap />
      </h1>
      <dl className="fields">
        <dt>ID</dt>
        <dd>
          <IdText value={node.id} full />
        </dd>
        <dt>Status</dt>
        <dd>
          {validatorStatusLabel(node.rankingScore.status)}{' '}
          <span className="muted">
            (previous epoch: {validatorStatusLabel(node.rankingScore.previousStatus)}; node:{' '}
            {enumToWords(node.status)})
          </span>
        </dd>
        <dt>Public key</dt>
        <dd>
          <IdText value={node.pubKey} />
        </dd>
        <dt>Tendermint key</dt>
        <dd className="mono">{node.tmPubKey}</dd>
        <dt>Ethereum address</dt>
        <dd>
          <IdText value={node.ethereumAddress} />
        </dd>
        <dt>Location</dt>
        <dd>{node.location || '—'}</dd>
        <dt>Website</dt>
        <dd>
          <ExternalLink url={node.infoUrl} />
        </dd>
        <dt>Avatar</dt>
        <dd>
          {/* The explorer's content security policy loads no third-party images: a link only. */}
          <ExternalLink url={node.avatarUrl}>Open the avatar image</ExternalLink>
        </dd>
      </dl>

      <h2>Stake</h2>
      <dl className="fields">
        <dt>Own stake</dt>
        <dd>{stake(node.stakedByOperator)}</dd>
        <dt>Delegated</dt>
        <dd>{stake(node.stakedByDelegates)}</dd>
        <dt>Total</dt>
        <dd>{stake(node.stakedTotal)}</dd>
        <dt>Pending (next epoch)</dt>
        <dd>{stake(node.pendingStake)}</dd>
        <dt>Maximum intended</dt>
        <dd>{stake(node.maxIntendedStake)}</dd>
      </dl>

      <h2>Scores</h2>
      <dl className="fields">
        <dt>Ranking score</dt>
        <dd>{score(node.rankingScore.rankingScore)}</dd>
        <dt>Stake score</dt>
        <dd>{score(node.rankingScore.stakeScore)}</dd>
        <dt>Performance score</dt>
        <dd>{score(node.rankingScore.performanceScore)}</dd>
        <dt>Voting power</dt>
        <dd>{score(node.rankingScore.votingPower)}</dd>
        <dt>Reward: validator score</dt>
        <dd>
          {score(node.rewardScore.validatorScore)}{' '}
          <span className="muted">
            (raw {score(node.rewardScore.rawValidatorScore)}, normalised{' '}
            {score(node.rewardScore.normalisedScore)}, multisig{' '}
            {score(node.rewardScore.multisigScore)}, performance{' '}
            {score(node.rewardScore.performanceScore)})
          </span>
        </dd>
        <dt>Epochs online</dt>
        <dd>
          {node.epochData.online} online, {node.epochData.offline} offline, of{' '}
          {node.epochData.total}
        </dd>
      </dl>

      <h2>Delegations</h2>
      <ValidatorDelegations delegations={node.delegations} token={token} />

      {/* A validator is paid as the party of its public key. */}
      <h2>Rewards</h2>
      <Suspense fallback={<LoadingBlock label="rewards" />}>
        <PartyRewards partyId={node.pubKey} who="This validator" />
      </Suspense>
    </article>
  );
}
