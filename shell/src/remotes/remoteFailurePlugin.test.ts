import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteFailurePlugin } from './remoteFailurePlugin';
import { RemoteUnavailableError, SharedVersionMismatchError } from './RemoteUnavailableError';

type ErrorHookArgs = Parameters<NonNullable<ReturnType<typeof remoteFailurePlugin>['errorLoadRemote']>>[0];

function report(args: Partial<ErrorHookArgs>) {
  const hook = remoteFailurePlugin().errorLoadRemote!;
  return () => hook({ id: 'admin_app/App', error: new TypeError('Failed to fetch'), from: 'runtime', lifecycle: 'onLoad', ...args } as ErrorHookArgs);
}

let pages = 0;

/**
 * The error the federation runtime itself throws when a page runs `provided` of a strict
 * singleton and a remote asks for `required`: the shell's share, a remote's consumption.
 */
async function refusedShare(provided: string, required: string): Promise<unknown> {
  pages += 1;
  const shell = createInstance({
    name: `shell${pages}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      '@export-portal/shared-auth': {
        version: provided,
        lib: () => ({}),
        shareConfig: { singleton: true, strictVersion: true, requiredVersion: `^${provided}` },
      },
    },
  });
  return shell
    .loadShare('@export-portal/shared-auth', {
      customShareInfo: { from: 'admin_app', shareConfig: { singleton: true, strictVersion: true, requiredVersion: required } },
    } as Parameters<typeof shell.loadShare>[1])
    .then(
      () => new Error('the runtime accepted the share'),
      (error: unknown) => error,
    );
}

function translated(error: unknown): unknown {
  try {
    report({ error })();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('remoteFailurePlugin', () => {
  it('turns a failed load into a RemoteUnavailableError naming the remote', () => {
    expect(report({})).toThrow(RemoteUnavailableError);
    expect(report({ id: 'staff_app/App' })).toThrow('Remote "staff_app" is unavailable: Failed to fetch');
  });

  it('lets failures of earlier steps fall through so the runtime can clean up', () => {
    expect(report({ lifecycle: 'afterResolve' })()).toBeUndefined();
    expect(report({ lifecycle: 'beforeLoadShare' })()).toBeUndefined();
  });

  it('names the shared package and both versions when the runtime refuses a remote built for a newer one', async () => {
    const refusal = await refusedShare('1.0.0', '^2.0.0');
    expect(String(refusal)).toContain('does not satisfy the requirement of admin_app which needs ^2.0.0');

    const error = translated(refusal);
    expect(error).toBeInstanceOf(SharedVersionMismatchError);
    expect(error).toMatchObject({
      remote: 'admin_app',
      mismatch: { module: '@export-portal/shared-auth', required: '^2.0.0', provided: '1.0.0' },
      visitorMessage: 'This section needs @export-portal/shared-auth ^2.0.0, but the portal provides 1.0.0. Reload after the portal is updated.',
    });
  });

  it('says the section is the one to update when the portal runs a newer major', async () => {
    const error = translated(await refusedShare('2.1.0', '^1.0.0'));
    expect((error as SharedVersionMismatchError).visitorMessage).toBe(
      'This section needs @export-portal/shared-auth ^1.0.0, but the portal provides 2.1.0. Reload after this section is updated.',
    );
  });

  it('accepts a remote whose declared range the page satisfies', async () => {
    expect(String(await refusedShare('1.4.0', '^1.0.0'))).toBe('Error: the runtime accepted the share');
  });
});
