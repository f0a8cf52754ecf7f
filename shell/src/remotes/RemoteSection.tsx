import { Suspense, useState } from 'react';
import { PageSpinner } from '@export-portal/shared-ui';
import type { RemoteName } from '@export-portal/shared-auth';
import { useSectionLoader } from './SectionLoaderContext';
import { SectionErrorBoundary } from './SectionErrorBoundary';

interface Props {
  remote: RemoteName;
  basePath: string;
}

/**
 * A remote's section, loaded on first visit, with a retryable fallback in its
 * place. The boundary is keyed by remote: moving from a failed section to
 * another must not carry the failure along.
 */
export function RemoteSection({ remote, basePath }: Props) {
  const loader = useSectionLoader();
  const [attempt, setAttempt] = useState(0);
  const Section = loader.component(remote);
  return (
    <SectionErrorBoundary
      key={`${remote}:${attempt}`}
      onRetry={() => {
        loader.retry(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageSpinner />}>
        <Section basePath={basePath} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
