import fs from 'node:fs';
import Module, { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FirstPaintModule } from '../contracts';

/**
 * Runs CommonJS source afresh (not through require's cache, which would keep the first build of
 * a file rebuilt in place) and returns its exports.
 */
function runCommonJs(source: string, filename: string, require: NodeJS.Require): unknown {
  const wrapper = vm.runInThisContext(Module.wrap(source), { filename }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, require, module, filename, path.dirname(filename));
  return module.exports;
}

/** A first-paint file of the folders this api serves. */
export function loadCommonJsFile(file: string): unknown {
  return runCommonJs(fs.readFileSync(file, 'utf8'), file, createRequire(file));
}

/**
 * A first-paint file fetched from another origin: its bundle carries everything but Node's own
 * modules, so that is all it may require (nothing of the api's packages or files).
 */
export function loadCommonJsFrom(url: string, source: string): unknown {
  const fromNode = createRequire(__filename);
  const require = ((id: string) => {
    if (!isBuiltin(id)) throw new Error(`${url} may require Node's modules only, not ${id}`);
    return fromNode(id) as unknown;
  }) as NodeJS.Require;
  return runCommonJs(source, url, require);
}

export function isFirstPaintModule(value: unknown): value is FirstPaintModule {
  const candidate = value as Partial<FirstPaintModule> | null;
  return typeof candidate?.requests === 'function' && typeof candidate.render === 'function';
}
