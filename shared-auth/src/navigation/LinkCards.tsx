import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle } from '@export-portal/shared-ui';
import { useSectionPath, useSectionScreenHeading } from '../sections/sectionPath';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.xl};

  &:hover > *,
  &:focus-visible > * {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  & > * {
    height: 100%;
    padding-bottom: ${({ theme }) => theme.space[5]};
  }
`;

const Buttons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export interface LinkCard {
  /** The section's screen it leads to, e.g. `vehicles`. */
  screen: string;
  icon: ReactNode;
}

export interface LinkCardsProps {
  id: string;
  heading: string;
  cards: readonly LinkCard[];
  /** Cards with each screen's description, or a row of buttons with its title alone. */
  look?: 'cards' | 'buttons';
}

/** A titled row of links to the section's screens, named (and, as cards, described) as their routes name them. */
export function LinkCards({ id, heading, cards, look = 'cards' }: LinkCardsProps) {
  const pathOf = useSectionPath();
  const headingOf = useSectionScreenHeading();
  if (look === 'buttons') {
    return (
      <nav aria-labelledby={id}>
        <Heading id={id}>{heading}</Heading>
        <Buttons>
          {cards.map(({ screen, icon }) => (
            <li key={screen}>
              <Button asChild variant="outline">
                <Link to={pathOf(screen)}>
                  {icon}
                  {headingOf(screen).title}
                </Link>
              </Button>
            </li>
          ))}
        </Buttons>
      </nav>
    );
  }
  return (
    <nav aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      <Grid>
        {cards.map(({ screen, icon }) => {
          const { title, description } = headingOf(screen);
          return (
            <li key={screen}>
              <CardLink to={pathOf(screen)}>
                <Card>
                  <CardHeader>
                    <CardTitle>
                      {icon} {title}
                    </CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                </Card>
              </CardLink>
            </li>
          );
        })}
      </Grid>
    </nav>
  );
}
