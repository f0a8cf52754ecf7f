import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from './controlStyles';

const StyledInput = styled.input`
  ${controlStyles}
  height: 2.25rem;
`;

export type InputProps = ComponentProps<'input'>;

export function Input(props: InputProps) {
  return <StyledInput {...useFieldControl(props)} />;
}
