import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';
import { Card } from '../Card';

const Body = styled(Card)`
  padding: ${({ theme }) => theme.space[5]};
  gap: ${({ theme }) => theme.space[2]};
  container-type: inline-size;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  color: ${({ theme }) => theme.colors.muted};
`;

const Icon = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};

  & svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Value = styled.p<{ $tone: Tone | undefined }>`
  /* Smaller in a narrow tile, so a figure such as $1,323,420.72 keeps to one line where five tiles share a row. */
  font-size: clamp(${({ theme }) => theme.typography.sizes.md}, 11.5cqi, ${({ theme }) => theme.typography.sizes['2xl']});
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme, $tone }) => ($tone ? theme.tones[$tone].foreground : theme.colors.text)};
  font-variant-numeric: tabular-nums;
  /* A figure too wide even then (a nine-digit revenue) breaks inside its tile rather than running out of it. */
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export type StatCardProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: string;
  value: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Colours the value, e.g. a profit margin that is healthy (success) or thin (warning). */
  tone?: Tone;
};

/** One headline figure of a dashboard, named by its title for assistive technology. */
export function StatCard({ title, value, description, icon, tone, ...rest }: StatCardProps) {
  const titleId = useId();
  return (
    <Body role="group" aria-labelledby={titleId} data-tone={tone} {...rest}>
      <Top>
        <Title id={titleId}>{title}</Title>
        {icon && (
          <Icon aria-hidden="true" $tone={tone ?? 'info'}>
            {icon}
          </Icon>
        )}
      </Top>
      <Value $tone={tone}>{value}</Value>
      {description && <Description>{description}</Description>}
    </Body>
  );
}
