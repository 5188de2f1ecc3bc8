import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/info.ts';
import type { InfoResponse, TimeResponse } from '#contract/info.ts';
import { defineRoute } from '../http/define-route.ts';
import { latestBlockTime } from '../store/network-time.ts';

const tags = ['Node'];

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Read once per process; every failure falls back to "unknown": /info must never fail. */
let buildInfo: Promise<InfoResponse> | undefined;

export function readBuildInfo(): Promise<InfoResponse> {
  buildInfo ??= Promise.all([packageVersion(), gitCommit()]).then(([version, commitHash]) => ({
    version,
    commitHash,
  }));
  return buildInfo;
}

async function packageVersion(): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(`${ROOT}package.json`, 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

function gitCommit(): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', 'HEAD'], { cwd: ROOT, timeout: 2000 }, (err, stdout) => {
      const hash = String(stdout).trim();
      resolve(!err && /^[0-9a-f]{40,64}$/.test(hash) ? hash : 'unknown');
    });
  });
}

/**
 * `GET /api/v2/info` and the block explorer's `GET /rest/info` → `{version, commitHash}`;
 * `GET /api/v2/net/time` (brand word replaced, spec conventions) and the reference path
 * `GET /api/v2/vega/time` → `{timestamp}` of the latest block.
 */
export async function infoRoutes(app: FastifyInstance) {
  const info = readBuildInfo();
  const getInfo = async (): Promise<InfoResponse> => info;
  defineRoute(app, endpoints.info, { summary: 'Version and commit of this node', tags }, getInfo);

  const getTime = async (): Promise<TimeResponse> => ({ timestamp: await latestBlockTime(app.db) });
  defineRoute(app, endpoints.netTime, { summary: 'Time of the latest block', tags }, getTime);
}
