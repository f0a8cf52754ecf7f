import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe('Card', () => {
  it('lays out a titled card with content and actions', () => {
    renderWithTheme(
      <Card as="article" aria-labelledby="shipment-title">
        <CardHeader>
          <CardTitle id="shipment-title">SHP-2026-001</CardTitle>
          <CardDescription>Halifax to Rotterdam</CardDescription>
        </CardHeader>
        <CardContent>Vessel: Atlantic Star</CardContent>
        <CardFooter>
          <button type="button">Track</button>
        </CardFooter>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'SHP-2026-001' });
    expect(screen.getByRole('heading', { level: 3, name: 'SHP-2026-001' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Halifax to Rotterdam');
    expect(card).toHaveTextContent('Vessel: Atlantic Star');
    expect(screen.getByRole('button', { name: 'Track' })).toBeInTheDocument();
  });
});
