import fs from 'node:fs';
import Module, { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FirstPaintModule, ShellServerModule } from '../contracts';

/** Libraries given to a remote's server module by import name (the shell's `shared`). */
export type SharedLibraries = ShellServerModule['shared'];

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

/**
 * The require of a server module: the shared libraries by name, then `fallback` (which may refuse).
 * A remote's module must run on the shell's React, or its hooks would not work in the shell's tree.
 */
function requireWith(shared: SharedLibraries, fallback: (id: string) => unknown): NodeJS.Require {
  return ((id: string) =>
    Object.prototype.hasOwnProperty.call(shared, id) ? shared[id] : fallback(id)) as NodeJS.Require;
}

/** A server module of the folders this api serves. */
export function loadCommonJsFile(file: string, shared: SharedLibraries = {}): unknown {
  const fromFile = createRequire(file);
  return runCommonJs(fs.readFileSync(file, 'utf8'), file, requireWith(shared, fromFile));
}

/**
 * A remote's server module fetched from another origin: it may require the shared libraries and
 * Node's own modules, nothing of the api's packages or files.
 */
export function loadCommonJsFrom(url: string, source: string, shared: SharedLibraries): unknown {
  const fromNode = createRequire(__filename);
  const require = requireWith(shared, (id) => {
    if (!isBuiltin(id)) throw new Error(`${url} may require Node's modules only, not ${id}`);
    return fromNode(id) as unknown;
  });
  return runCommonJs(source, url, require);
}

export function isFirstPaintModule(value: unknown): value is FirstPaintModule {
  const candidate = value as Partial<FirstPaintModule> | null;
  return typeof candidate?.requests === 'function' && typeof candidate.page === 'function';
}

export function isShellServerModule(value: unknown): value is ShellServerModule {
  const candidate = value as Partial<ShellServerModule> | null;
  return (
    typeof candidate?.render === 'function' &&
    typeof candidate.requests === 'function' &&
    typeof candidate.prepare === 'function' &&
    Array.isArray(candidate.languages) &&
    typeof candidate.shared === 'object' &&
    candidate.shared !== null
  );
}
