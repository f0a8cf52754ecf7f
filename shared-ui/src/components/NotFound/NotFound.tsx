import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  color: ${({ theme }) => theme.colors.muted};
`;

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface NotFoundProps {
  /** Where the link leads: the portal's home, or a section's. */
  homePath: string;
  homeLabel: string;
}

/** 'Oops! Page not found' (SPEC §8), for the portal and inside each section. */
export function NotFound({ homePath, homeLabel }: NotFoundProps) {
  return (
    <Main aria-labelledby="not-found-title">
      <div>
        <Code id="not-found-title">404</Code>
        <Message>Oops! Page not found</Message>
        <HomeLink to={homePath}>{homeLabel}</HomeLink>
      </div>
    </Main>
  );
}

/** A path that is not a screen of the section the visitor is in. */
export function SectionNotFound({ sectionName, sectionHome }: { sectionName: string; sectionHome: string }) {
  return <NotFound homePath={sectionHome} homeLabel={`Back to the ${sectionName} section`} />;
}
