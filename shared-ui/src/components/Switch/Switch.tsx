import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from '../../index';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Track = styled(SwitchPrimitive.Root)`
  position: relative;
  flex-shrink: 0;
  width: 2.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background-color 120ms ease;

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Thumb = styled(SwitchPrimitive.Thumb)`
  display: block;
  width: 1.125rem;
  height: 1.125rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(0.1875rem);
  transition: transform 120ms ease;

  &[data-state='checked'] {
    transform: translateX(1.1875rem);
  }
`;

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children'> & {
  label: ReactNode;
  description?: ReactNode;
};

/** An on/off setting with its label, e.g. "Email notifications". */
export function Switch({ label, description, id, className, ...rest }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <Row className={className}>
      <Text>
        <Label htmlFor={switchId}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
      <Track id={switchId} aria-describedby={descriptionId} {...rest}>
        <Thumb />
      </Track>
    </Row>
  );
}
