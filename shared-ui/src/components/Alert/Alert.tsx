import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

const icons: Record<Tone, LucideIcon> = {
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleX,
  info: Info,
  neutral: Info,
};

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  & > svg {
    width: 1.125rem;
    height: 1.125rem;
    flex-shrink: 0;
    margin-top: 0.0625rem;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: Tone;
  title?: ReactNode;
};

/** A message the user must not miss; screen readers announce it as soon as it appears. */
export function Alert({ tone = 'info', title, children, ...rest }: AlertProps) {
  const Icon = icons[tone];
  return (
    <Box role="alert" $tone={tone} data-tone={tone} {...rest}>
      <Icon aria-hidden="true" />
      <Text>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
      </Text>
    </Box>
  );
}
