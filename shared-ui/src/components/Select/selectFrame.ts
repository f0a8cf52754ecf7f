import styled, { css } from 'styled-components';
import { controlStyles, Label, visuallyHidden } from '../../index';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FieldLabel = styled(Label)<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

/** The look of a select's trigger, the same before and after its list is downloaded. */
export const triggerStyles = css`
  ${controlStyles}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  height: 2.25rem;
  text-align: left;
  cursor: pointer;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.muted};
  }

  & svg {
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.colors.muted};
    flex-shrink: 0;
  }
`;

/** The trigger shown until the list is downloaded: a button that looks and reads as the select's own. */
export const WaitingTrigger = styled.button`
  ${triggerStyles}
`;
