import { useState } from 'react';
import { FailureBoundary } from '@export-portal/shared-ui';
import type { RemoteName } from '@export-portal/shared-auth';
import { useSectionLoader } from './SectionLoaderContext';
import { SharedVersionMismatchError, isUnavailable } from './RemoteUnavailableError';

interface Props {
  remote: RemoteName;
  basePath: string;
}

/**
 * A remote's section, loaded on first visit, with a retryable fallback in its
 * place; a remote built for shared packages the page does not run says which.
 * Moving to another section clears a failure; Retry downloads the remote again
 * only when the remote itself could not be loaded, and otherwise just renders
 * it again.
 */
export function RemoteSection({ remote, basePath }: Props) {
  const loader = useSectionLoader();
  const [, setReloads] = useState(0);
  const Section = loader.component(remote);
  return (
    <FailureBoundary
      resetKeys={[remote]}
      label={`The ${remote} section`}
      messageFor={(error) =>
        error instanceof SharedVersionMismatchError
          ? error.visitorMessage
          : isUnavailable(error)
            ? 'This section is temporarily unavailable.'
            : 'Something went wrong in this section.'
      }
      onRetry={(error) => {
        if (!isUnavailable(error)) return;
        loader.retry(remote);
        setReloads((n) => n + 1);
      }}
    >
      <Section basePath={basePath} />
    </FailureBoundary>
  );
}
