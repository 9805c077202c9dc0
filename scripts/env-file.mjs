// Imported first by the npm scripts that read the configuration (start, seed, release): `.env`
// in the working directory is read into the environment, whose own variables win over it, as
// the api does (api/src/env-file.ts), so a script and the api it starts see the same values.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const file = join(process.cwd(), '.env');
if (existsSync(file)) process.loadEnvFile(file);
