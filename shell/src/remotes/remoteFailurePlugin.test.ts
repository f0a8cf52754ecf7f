import { remoteFailurePlugin } from './remoteFailurePlugin';
import { RemoteUnavailableError } from './RemoteUnavailableError';

type ErrorHookArgs = Parameters<NonNullable<ReturnType<typeof remoteFailurePlugin>['errorLoadRemote']>>[0];

function report(args: Partial<ErrorHookArgs>) {
  const hook = remoteFailurePlugin().errorLoadRemote!;
  return () => hook({ id: 'admin_app/App', error: new TypeError('Failed to fetch'), from: 'runtime', lifecycle: 'onLoad', ...args } as ErrorHookArgs);
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
});
