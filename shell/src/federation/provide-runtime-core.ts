import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Build-time runtime plugin of the shell: hands the shell's own Module Federation runtime to the
 * remotes, which are built with `externalRuntime` and so carry no copy of it (~19 KB gzip less
 * per remote entry). Same job as @module-federation/inject-external-runtime-core-plugin, but
 * importing the ESM build the shell already bundles instead of a second, CommonJS copy.
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'reluxe-provide-runtime-core',
    beforeInit(args) {
      const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
