import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeading } from './PageHeading';
import { useScreenHeading } from './screenHeading';
import { ScreenContentContext, useReportScreenShown } from './screenShown';
import { useDocumentTitle } from './useDocumentTitle';

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  @media print {
    padding: 0;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled(PageHeading)`
  font-size: ${({ theme }) => theme.typography.sizes['3xl']};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  @media print {
    display: none;
  }
`;

export interface ScreenProps {
  /** Left out, the title the screen's route gives it. */
  title?: string;
  /** Left out, the description the screen's route gives it. */
  description?: ReactNode;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** While the screen's data loads: sets aria-busy on the main landmark. */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * The frame of every portal screen: its `main` landmark, heading and actions.
 * The heading names the browser tab ('Vehicles · Export Portal') and is where
 * focus goes after a navigation.
 */
export function Screen({ title: ownTitle, description: ownDescription, actions, busy = false, children }: ScreenProps) {
  const heading = useScreenHeading();
  const title = ownTitle ?? heading?.title ?? '';
  const description = ownDescription ?? heading?.description;
  const headingId = useId();
  useDocumentTitle(title);
  const content = useReportScreenShown(busy);
  return (
    <Main aria-labelledby={headingId} aria-busy={busy}>
      <Header>
        <div>
          <Title id={headingId}>{title}</Title>
          {description ? <Description>{description}</Description> : null}
        </div>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      <ScreenContentContext.Provider value={content}>{children}</ScreenContentContext.Provider>
    </Main>
  );
}
