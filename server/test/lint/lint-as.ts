import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint | undefined;

/**
 * The rule ids and messages ESLint reports for `code` linted as the file at `path` (relative to
 * the repository) with the repository's own configuration; no file is written.
 */
export async function lint(path: string, code: string) {
  eslint ??= new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}
