import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  background: #f8fafc;
  color: #0f172a;
`;

const Panel = styled.section`
  max-width: 32rem;
  padding: 2rem;
  border: 1px solid #e2e8f0;
  border-radius: 0.75rem;
  background: #fff;
  box-shadow: 0 1px 3px rgb(15 23 42 / 0.08);
`;

/**
 * Shown instead of a blank page when the deployment's configuration cannot be
 * read. It cannot rely on the theme: the providers need the configuration.
 */
export function ConfigErrorScreen({ reason }: { reason: string }) {
  return (
    <Page>
      <Panel role="alert" aria-labelledby="config-error-title">
        <h1 id="config-error-title">The portal could not start</h1>
        <p>Its configuration (portal-config.json) could not be loaded:</p>
        <p>
          <strong>{reason}</strong>
        </p>
        <p>Check the deployment&apos;s portal-config.json, then reload the page.</p>
      </Panel>
    </Page>
  );
}
