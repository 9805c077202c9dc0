import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` in `dir` (the working directory) into `env`: a variable already in `env` (the
 * process environment) wins over the file. Answers the file read, or undefined when there is none.
 */
export function loadEnvFile(
  dir: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const file = path.join(dir, '.env');
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  for (const [name, value] of Object.entries(parseEnv(content))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return file;
}
