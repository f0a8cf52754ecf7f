import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@export-portal/shared-ui';

const Heading = styled(CardHeader)`
  flex-direction: row;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface RecordCardProps {
  title: ReactNode;
  /** A status badge beside the title. */
  badge?: ReactNode;
  children: ReactNode;
  /** Buttons under the facts. */
  actions?: ReactNode;
}

/** One of the client's records as an article named by its title: badge, facts, actions. */
export function RecordCard({ title, badge, children, actions }: RecordCardProps) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Heading>
        <CardTitle id={titleId}>{title}</CardTitle>
        {badge}
      </Heading>
      <CardContent>{children}</CardContent>
      {actions ? <CardFooter>{actions}</CardFooter> : null}
    </Card>
  );
}
