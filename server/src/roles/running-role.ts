/** What a started role reports (server.ts prints it). */
export interface RunningRole {
  summary: string;
}

/** Closes the role's parts on SIGINT/SIGTERM, then exits 0. */
export function onShutdown(close: () => Promise<void>, log: { info(message: string): void }) {
  const shutdown = async (signal: string) => {
    log.info(`${signal}: shutting down`);
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
