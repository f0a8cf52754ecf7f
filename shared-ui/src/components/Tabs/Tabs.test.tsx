import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function CustomerTabs() {
  return (
    <Tabs defaultValue="database">
      <TabsList aria-label="Customer views">
        <TabsTrigger value="database">Customer Database</TabsTrigger>
        <TabsTrigger value="communications">Communications Log</TabsTrigger>
        <TabsTrigger value="analytics">Customer Analytics</TabsTrigger>
      </TabsList>
      <TabsContent value="database">All customers</TabsContent>
      <TabsContent value="communications">Messages</TabsContent>
      <TabsContent value="analytics">Charts</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab', () => {
    renderWithTheme(<CustomerTabs />);
    expect(screen.getByRole('tab', { name: 'Customer Database' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Customer Database' })).toHaveTextContent('All customers');
  });

  it('moves between tabs with the arrow keys, wrapping at the ends', async () => {
    renderWithTheme(<CustomerTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Customer Database' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Communications Log' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Communications Log' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Messages');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Customer Analytics' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Charts');
  });
});
