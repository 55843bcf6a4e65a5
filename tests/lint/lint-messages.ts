import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of `ruleId` that ESLint reports for `source` saved at `filePath` (the file need not exist). */
export async function lintMessages(ruleId: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/** The import-zone messages ESLint reports for `source` saved at `filePath`. */
export const zoneErrors = (filePath: string, source: string) =>
  lintMessages('import-x/no-restricted-paths', filePath, source);
