export const connection = <T,>(nodes: T[], hasNextPage = false) => ({
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: {
    startCursor: 'c0',
    endCursor: `c${nodes.length - 1}`,
    hasNextPage,
    hasPreviousPage: false,
  },
});
