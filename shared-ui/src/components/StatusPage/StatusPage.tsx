import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';
import { PageHeading } from '../Screen/PageHeading';
import { useDocumentTitle } from '../Screen/useDocumentTitle';

const Main = styled.main<{ $fullScreen: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : '60vh')};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme, $fullScreen }) => ($fullScreen ? theme.colors.background : 'transparent')};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
  text-align: center;
`;

const Mark = styled.span<{ $tone: Tone }>`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};

  & > svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 -${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled(PageHeading)`
  font-size: ${({ theme }) => theme.typography.sizes['3xl']};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Explanation = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface StatusPageProps {
  /** A lucide icon, shown in a round mark coloured by `tone`. */
  icon: ReactNode;
  tone?: Tone;
  /** The page's h1; it names the main landmark and, unless `documentTitle` says otherwise, the browser tab. */
  title: string;
  /** A short line above the title, e.g. 'Error 404'. */
  eyebrow?: string;
  documentTitle?: string;
  /** The way on, usually a Button holding a Link. */
  action: ReactNode;
  /** A page of its own (no sidebar): fills the window. Inside the portal layout it fills the content area. */
  fullScreen?: boolean;
  children: ReactNode;
}

/**
 * The frame of the pages that stand in for a screen: Access Denied, the 404s.
 * Centred, with an icon, the title, a short explanation and one way on.
 */
export function StatusPage({ icon, tone = 'neutral', title, eyebrow, documentTitle, action, fullScreen = false, children }: StatusPageProps) {
  const titleId = useId();
  useDocumentTitle(documentTitle ?? title);
  return (
    <Main aria-labelledby={titleId} $fullScreen={fullScreen}>
      <Panel>
        <Mark aria-hidden="true" $tone={tone}>
          {icon}
        </Mark>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title id={titleId}>{title}</Title>
        <Explanation>{children}</Explanation>
        {action}
      </Panel>
    </Main>
  );
}
