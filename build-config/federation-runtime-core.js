/**
 * A remote running alone provides the federation runtime core that its build leaves out (see
 * `remoteContainer` in webpack.js) under the global name the build reads it from. In the portal
 * the shell provides its own copy the same way, so the page runs one.
 */
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
