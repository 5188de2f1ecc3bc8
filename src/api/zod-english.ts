import { z } from 'zod/mini';

let loading: Promise<void> | undefined;

/**
 * zod/mini comes without error messages: every issue reads "Invalid input". zod's English ones
 * (what its classic API installs up front) are ~1 KB gzip that only a response or stream message
 * that breaks the contract needs, so they load then, once. Messages are written when a parse
 * fails: parse again after this resolves to get them. Rejects if the download fails (offline).
 */
export function loadEnglishMessages(): Promise<void> {
  return (loading ??= import('zod/v4/locales/en.js').then(
    (locale) => {
      z.config(locale.default());
    },
    (err: unknown) => {
      loading = undefined; // tried again by the next failure
      throw err;
    },
  ));
}
