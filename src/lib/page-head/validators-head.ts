/* The validators list's head, for the current epoch or the one chosen in the URL. */
import type { PageHead } from './head-tags.ts';

/** `epoch`: the epoch chosen in the URL, when it is not the current one. */
export function validatorsHead(epoch?: string): PageHead {
  return {
    title: epoch ? `Validators · Epoch ${epoch}` : 'Validators',
    description: `Validators of the trading network${epoch ? ` in epoch ${epoch}` : ''}: status, stake, delegations and scores.`,
  };
}
