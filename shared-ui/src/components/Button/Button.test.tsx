import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action when clicked', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button by default so it never submits a form by accident', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('blocks clicks while disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows it is busy and blocks clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when idle', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('lends its look to a link with asChild', () => {
    renderWithTheme(
      <Button asChild variant="outline">
        <a href="/auth">Access System</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Access System' });
    expect(link).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a loading link from being followed', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button asChild loading onClick={onClick}>
        <a href="/reports">View Reports</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View Reports' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
