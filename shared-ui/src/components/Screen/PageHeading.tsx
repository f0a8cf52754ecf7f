import type { ComponentProps } from 'react';
import styled from 'styled-components';

const Heading = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};

  /* Focused by script after a navigation, never by Tab: no ring around a heading. */
  &:focus {
    outline: none;
  }
`;

export type PageHeadingProps = ComponentProps<'h1'>;

/**
 * A page's h1. It can take focus from script (not from Tab), so that after a
 * navigation focus moves to it and a screen reader announces the new page.
 */
export function PageHeading(props: PageHeadingProps) {
  return <Heading tabIndex={-1} {...props} />;
}
