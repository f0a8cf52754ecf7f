import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from '../Input/controlStyles';

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  padding-top: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  resize: vertical;
`;

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea(props: TextareaProps) {
  return <StyledTextarea {...useFieldControl(props)} />;
}
