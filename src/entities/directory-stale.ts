/** Names, codes and decimals change only by governance: a directory is re-read after a minute. */
export const DIRECTORY_STALE_MS = 60_000;
