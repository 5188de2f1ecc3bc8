import { useQueryClient } from '@tanstack/react-query';
import { createContext, Fragment, useContext, useMemo, useState, type ReactNode } from 'react';
import { setCometUrl } from '../../api/comet-url.ts';
import { getDataNodeUrl, setDataNodeUrl } from '../../api/data-node.ts';
import { nodeLabel, parseNodeUrl, storedNodeUrl } from './node-url.ts';

interface DataNode {
  /** Base URL requests go to; '' = this site's own origin. */
  nodeUrl: string;
  /** "this site" or the node's host, for the header. */
  label: string;
  isCustom: boolean;
  /** Points the explorer at another node ('' = back to this site's own). */
  switchTo: (url: string) => void;
}

const DataNodeContext = createContext<DataNode | undefined>(undefined);

/**
 * Takes a `?node=` (and `?tm=`) parameter of a shared link as the remembered choice and removes it from
 * the address bar, so the choice survives in-app navigation (which drops the query string)
 * and the dialog can change it later. Call before the router reads the location.
 */
export function adoptNodeParam(): void {
  const { location, history } = window;
  const params = new URLSearchParams(location.search);
  const raw = params.get('node');
  const rawComet = params.get('tm');
  if (raw === null && rawComet === null) return;
  if (raw !== null) {
    const parsed = raw.trim() === '' ? { ok: true as const, url: '' } : parseNodeUrl(raw);
    // An invalid parameter is dropped: the remembered (or own) node stays in use.
    if (parsed.ok) setDataNodeUrl(storedNodeUrl(parsed.url, location.origin));
    params.delete('node');
  }
  // `?tm=` does the same for the CometBFT RPC blocks are read from ('' = the node's `/tm`).
  if (rawComet !== null) {
    const parsed = rawComet.trim() === '' ? { ok: true as const, url: '' } : parseNodeUrl(rawComet);
    if (parsed.ok) setCometUrl(parsed.url);
    params.delete('tm');
  }
  const query = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
  );
}

/**
 * Holds the chosen data node. Switching clears the whole react-query cache and remounts
 * everything below (the `key`), so no page keeps showing, refetching or merging data from the
 * previous node. Query keys deliberately do not carry the node URL: every fetcher reads the
 * node through api/http-client at call time, and nothing outlives a switch.
 */
export function DataNodeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [nodeUrl, setNodeUrl] = useState(getDataNodeUrl);
  // Bumped on every switch (even to the same node) so the subtree always remounts.
  const [generation, setGeneration] = useState(0);

  const value = useMemo<DataNode>(() => {
    const origin = window.location.origin;
    return {
      nodeUrl,
      label: nodeLabel(nodeUrl, origin),
      isCustom: nodeUrl !== '',
      switchTo: (url) => {
        setDataNodeUrl(storedNodeUrl(url, origin));
        queryClient.clear();
        setNodeUrl(getDataNodeUrl());
        setGeneration((g) => g + 1);
      },
    };
  }, [nodeUrl, queryClient]);

  return (
    <DataNodeContext value={value}>
      <Fragment key={generation}>{children}</Fragment>
    </DataNodeContext>
  );
}

export function useDataNode(): DataNode {
  const dataNode = useContext(DataNodeContext);
  if (!dataNode) throw new Error('useDataNode needs a <DataNodeProvider> above it');
  return dataNode;
}
