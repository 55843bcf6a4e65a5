import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The import-zone messages ESLint reports for `source` saved at `filePath` (the file need not exist). */
export async function zoneErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}
