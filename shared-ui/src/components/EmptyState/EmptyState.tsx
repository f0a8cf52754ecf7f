import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Icon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceSubtle};

  & svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  max-width: 28rem;
`;

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'children'> & {
  message: ReactNode;
  icon?: ReactNode;
  /** What the user can do next, e.g. a button to clear the search. */
  action?: ReactNode;
};

export function EmptyState({ message, icon, action, ...rest }: EmptyStateProps) {
  return (
    <Wrapper {...rest}>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
      <Message>{message}</Message>
      {action}
    </Wrapper>
  );
}
