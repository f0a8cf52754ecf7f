import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../Card';
import { MISSING_VALUE } from '../../format';

const Heading = styled(CardHeader)`
  flex-direction: row;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled(CardFooter)`
  & + & {
    padding-top: 0;
  }
`;

export interface RecordCardProps {
  /** Unique on the page: names the card (an article) for assistive technology. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
  /** What the card shows above its facts, such as a shipment's progress. */
  children?: ReactNode;
  /** Label and value pairs; a missing value shows as "—". */
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  /** Rows of buttons under the facts. */
  actions?: ReadonlyArray<ReactNode>;
}

/** The card a board draws per record (a vehicle, a shipment, a document): title, badge, facts and rows of buttons. */
export function RecordCard({ id, title, subtitle, badge, children, facts, actions = [] }: RecordCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Heading>
        <div>
          <CardTitle id={titleId}>{title}</CardTitle>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </div>
        {badge}
      </Heading>
      <CardContent>
        {children}
        <Facts>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value ?? MISSING_VALUE}</dd>
            </Fragment>
          ))}
        </Facts>
      </CardContent>
      {actions.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row of buttons has no identity but its place under the facts, and rows never move
        <Actions key={index}>{row}</Actions>
      ))}
    </Card>
  );
}

/** Cards of at least this width make the boards' two-column grid on a laptop screen. */
export const RECORD_CARD_MIN_WIDTH_PX = 380;
