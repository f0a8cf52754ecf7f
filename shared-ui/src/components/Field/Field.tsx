import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from '../Label';
import { FieldContext } from './FieldContext';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorMessage = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

export type FieldProps = {
  label: ReactNode;
  /** The control: an Input or Textarea, which picks up its id and ARIA wiring from the field. */
  children: ReactNode;
  hint?: ReactNode;
  /** When present the control is marked invalid and described by this message. */
  error?: ReactNode;
  /** Ties the label to a control with its own id instead of a generated one. */
  id?: string;
  className?: string;
};

export function Field({ label, children, hint, error, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control = useMemo(() => ({ id: controlId, describedBy, invalid: Boolean(error) }), [controlId, describedBy, error]);

  return (
    <Wrapper className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </Wrapper>
  );
}
