import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEMO_ACCOUNTS, customerDisplayName } from '@export-portal/shared-domain';
import { createPortalStore, portalClient, PortalTestProviders, setupRealBackend, signInStore } from '@export-portal/shared-auth/testing';
import { CustomerPicker } from './';

const real = setupRealBackend();

function Owner({ initial, onChange }: { initial: string | null; onChange: (id: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CustomerPicker
      label="Owner"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

async function showPicker(initial: string | null, onChange = jest.fn()) {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
  const store = createPortalStore(real.backend);
  await signInStore(store, admin.email, admin.password, 'admin');
  render(
    <PortalTestProviders store={store}>
      <Owner initial={initial} onChange={onChange} />
    </PortalTestProviders>,
  );
  return { client: portalClient(store), onChange, box: screen.getByRole('combobox', { name: 'Owner' }) };
}

describe('CustomerPicker', () => {
  it("shows the chosen customer's display name", async () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    const store = createPortalStore(real.backend);
    await signInStore(store, admin.email, admin.password, 'admin');
    const { data } = await portalClient(store)
      .from('customers')
      .select('id,first_name,last_name,company_name')
      .not('company_name', 'is', null)
      .limit(1)
      .single();
    const { box } = await showPicker(data!.id);
    await waitFor(() => expect(box).toHaveValue(data!.company_name));
  });

  it('searches customers on the server by first and last name as one types, keeping every keystroke, and chooses one with the keyboard', async () => {
    const { client, onChange, box } = await showPicker(null);
    const { data: person } = await client
      .from('customers')
      .select('id,first_name,last_name,company_name,email')
      .is('company_name', null)
      .limit(1)
      .single();
    const user = userEvent.setup({ delay: 10 });
    const typed = `${person!.first_name} ${person!.last_name}`;
    await user.type(box, typed);
    expect(box).toHaveValue(typed);
    const option = await screen.findByRole('option', { name: new RegExp(`^${customerDisplayName(person!)}`) });
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toBe(option));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(person!.id);
    expect(box).toHaveValue(customerDisplayName(person!));
  });

  it('finds a customer by part of their e-mail, says when nothing matches, and clears the owner', async () => {
    const { client, onChange, box } = await showPicker(null);
    const { data: customer } = await client
      .from('customers')
      .select('id,email,first_name,last_name,company_name')
      .not('email', 'is', null)
      .limit(1)
      .single();
    const local = customer!.email!.split('@')[0]!;
    await userEvent.type(box, local);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(customerDisplayName(customer!)) }));
    expect(onChange).toHaveBeenLastCalledWith(customer!.id);
    await userEvent.click(screen.getByRole('button', { name: 'Clear owner' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).toHaveValue('');
    await userEvent.type(box, 'zzqxw-nobody');
    expect(await screen.findByText('No customer matches')).toBeInTheDocument();
  });
});
