import type { init } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Router from 'react-router-dom';
import * as StyledComponents from 'styled-components';
import * as Jotai from 'jotai';
import * as JotaiReact from 'jotai/react';
import * as JotaiVanilla from 'jotai/vanilla';
import * as JotaiInternals from 'jotai/vanilla/internals';
import * as ReactQuery from '@tanstack/react-query';
import * as SharedUi from '@export-portal/shared-ui';
import * as SharedAuth from '@export-portal/shared-auth';
import * as SharedDomain from '@export-portal/shared-domain';

type Shared = NonNullable<Parameters<typeof init>[0]['shared']>;

/** The modules the shell runs on, handed to every remote as the one copy of each singleton. */
const running: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': Router,
  'react-router-dom': Router,
  'styled-components': StyledComponents,
  jotai: Jotai,
  'jotai/react': JotaiReact,
  'jotai/vanilla': JotaiVanilla,
  'jotai/vanilla/internals': JotaiInternals,
  '@tanstack/react-query': ReactQuery,
  '@export-portal/shared-ui': SharedUi,
  '@export-portal/shared-auth': SharedAuth,
  '@export-portal/shared-domain': SharedDomain,
};

/** The shell's own pages use these entries, on pages that download them when shown. */
const downloadedWhenUsed: Record<string, () => Promise<unknown>> = {
  '@export-portal/shared-ui/tabs': () => import('@export-portal/shared-ui/tabs'),
  '@export-portal/shared-ui/dialog': () => import('@export-portal/shared-ui/dialog'),
  '@export-portal/shared-ui/toggles': () => import('@export-portal/shared-ui/toggles'),
  '@export-portal/shared-auth/forms': () => import('@export-portal/shared-auth/forms'),
};

/** Which key of the installed versions declares a module: 'react/jsx-runtime' is declared by 'react/'. */
function declared(key: string) {
  const found = __SHARED_SINGLETONS__[key] ?? __SHARED_SINGLETONS__[`${key.split('/')[0]}/`];
  if (!found) throw new Error(`${key} is shared with the remotes but is not one of the shared singletons`);
  return found;
}

export function sharedWithRemotes(): Shared {
  const shared: Shared = {};
  for (const [key, module] of Object.entries(running)) {
    const { version, requiredVersion, strictVersion = false } = declared(key);
    shared[key] = { version, lib: () => module, shareConfig: { singleton: true, requiredVersion, strictVersion } };
  }
  for (const [key, load] of Object.entries(downloadedWhenUsed)) {
    const { version, requiredVersion, strictVersion = false } = declared(key);
    shared[key] = { version, get: () => load().then((module) => () => module), shareConfig: { singleton: true, requiredVersion, strictVersion } };
  }
  return shared;
}
