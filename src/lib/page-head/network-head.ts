/* The head of a tab of the network section. */
import type { PageHead } from './head-tags.ts';

/** A tab of the network section, by its label ("Treasury"). */
export function networkHead(tabLabel: string): PageHead {
  return {
    title: `${tabLabel} · Network`,
    description: `The trading network's ${tabLabel.toLowerCase()}: parameters, nodes and epoch, treasury, rewards, snapshots, deposits, withdrawals and transfers.`,
  };
}
