import { ApiRequestError } from '../../../api/http-client.ts';

/** null for a record the node does not have (404), so "not recorded" is not an error. */
export async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
