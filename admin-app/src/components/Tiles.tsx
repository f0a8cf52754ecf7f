import styled from 'styled-components';

/** The grid of a screen's stat cards. */
export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
