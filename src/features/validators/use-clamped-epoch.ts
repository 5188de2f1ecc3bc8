import { useQuery } from '@tanstack/react-query';
import { validatorsQueries } from './api/validators-queries.ts';

/**
 * The epoch `?epoch=` asks for, clamped to the current one: an epoch that has not started
 * yet does not exist, so the page shows the current epoch and says so (`beyond`) instead of
 * offering it in the selector.
 */
export function useClampedEpoch(requested: string | undefined): {
  epoch: string | undefined;
  beyond?: { requested: string; current: string };
} {
  const current = useQuery(validatorsQueries.currentEpoch()).data?.seq;
  if (requested && current && BigInt(requested) > BigInt(current)) {
    return { epoch: undefined, beyond: { requested, current } };
  }
  return { epoch: requested };
}
