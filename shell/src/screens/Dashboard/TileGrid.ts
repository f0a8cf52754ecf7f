import styled from 'styled-components';

/**
 * The dashboard's tiles: one column on a phone, at least two from 640px up (the
 * 768px tablet keeps two beside the sidebar), as many 15rem tiles as fit from 1024px.
 */
export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  }
`;
