import { useState } from 'react';
import styled from 'styled-components';
import { Landmark, Unlink } from 'lucide-react';
import { useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_LABELS, failureNotice } from '@export-portal/shared-domain';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input, formatDate } from '@export-portal/shared-ui';
import { ConfirmDialog } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { Checkbox } from '@export-portal/shared-ui/toggles';
import { bankConnectionKeys, connectBankAccount, disconnectBankAccount, useBankConnections, type BankConnection } from '../../data/banking';
import { type BankingDraft, bankingSchema, maskAccountNumber } from './bankingSchema';
import { ReportState } from './ReportParts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 32rem;
`;

const Accounts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Account = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const EMPTY: BankingDraft = { bankName: '', accountNumber: '', routingNumber: '', accountType: 'chequing', defaultBusiness: true };

/** "Royal Bank of Canada, chequing account •••• 6789". */
export function accountWords(account: Pick<BankConnection, 'bank_name' | 'account_type' | 'account_last4'>): string {
  return `${account.bank_name}, ${BANK_ACCOUNT_TYPE_LABELS[account.account_type].toLowerCase()} account ${maskAccountNumber(account.account_last4)}`;
}

function ConnectedAccount({ account }: { account: BankConnection }) {
  const disconnect = useDataMutation({ action: 'disconnectBank', write: disconnectBankAccount, invalidates: [bankConnectionKeys] });
  const words = accountWords(account);
  return (
    <Account aria-label={words}>
      <div>
        <strong>
          <Badge tone="success">Connected</Badge> {words}
        </strong>
        <p>
          {account.is_default ? 'Default business account · ' : ''}Connected {formatDate(account.connected_at)}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline">
            <Unlink aria-hidden size={14} />
            Disconnect
          </Button>
        }
        title="Disconnect this bank account?"
        description={`${words} will no longer be connected to the portal.`}
        confirmLabel="Disconnect"
        onConfirm={() => disconnect.mutateAsync({ id: account.id })}
        failureMessage={(error) => failureNotice('disconnectBank', error).reason}
      />
    </Account>
  );
}

/**
 * The bank accounts the business has connected, and the form that connects another. The form
 * checks the account and routing numbers; only the bank, the kind of account and the account
 * number's last four digits are sent and kept. The numbers themselves stay in the form's memory
 * until it is sent or left, never in browser storage.
 */
export function BankingIntegration() {
  const accounts = useBankConnections();
  const connect = useDataMutation({ action: 'connectBank', write: connectBankAccount, invalidates: [bankConnectionKeys] });
  const form = useZodForm(bankingSchema, { defaultValues: EMPTY });
  const [editingAccount, setEditingAccount] = useState(false);
  const accountNumber = form.watch('accountNumber');
  const submit = form.handleSubmit(async (values) => {
    try {
      await connect.mutateAsync({
        bankName: values.bankName,
        accountType: values.accountType,
        accountLast4: values.accountNumber.slice(-4),
        isDefault: values.defaultBusiness,
      });
      form.reset(EMPTY);
    } catch {
      // The toast says why; what was typed stays in the form to send again.
    }
  });
  const account = form.register('accountNumber');
  return (
    <Layout>
      <Card as="section" aria-labelledby="connected-accounts">
        <CardHeader>
          <CardTitle as="h2" id="connected-accounts">
            Connected bank accounts
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ReportState what="connected bank accounts" query={accounts} />
          {accounts.data?.length === 0 ? <p>No bank account is connected.</p> : null}
          {accounts.data?.length ? (
            <Accounts>
              {accounts.data.map((connected) => (
                <ConnectedAccount key={connected.id} account={connected} />
              ))}
            </Accounts>
          ) : null}
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="connect-account">
        <CardHeader>
          <CardTitle as="h2" id="connect-account">
            Connect a bank account
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Form onSubmit={submit} noValidate aria-label="Connect a bank account" autoComplete="off">
            <FormField control={form.control} name="bankName" label="Bank name">
              <Input autoComplete="off" {...form.register('bankName')} />
            </FormField>
            <FormField
              control={form.control}
              name="accountNumber"
              label="Account number"
              hint={!editingAccount && accountNumber ? maskAccountNumber(accountNumber) : undefined}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                type={editingAccount ? 'text' : 'password'}
                {...account}
                onFocus={() => setEditingAccount(true)}
                onBlur={(event) => {
                  setEditingAccount(false);
                  void account.onBlur(event);
                }}
              />
            </FormField>
            <FormField control={form.control} name="routingNumber" label="Routing number (transit and institution)">
              <Input inputMode="numeric" autoComplete="off" placeholder="12345-001" {...form.register('routingNumber')} />
            </FormField>
            <Select
              label="Account type"
              value={form.watch('accountType')}
              onValueChange={(value) => {
                const type = BANK_ACCOUNT_TYPES.find((candidate) => candidate === value);
                if (type) form.setValue('accountType', type);
              }}
              options={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: BANK_ACCOUNT_TYPE_LABELS[type] }))}
            />
            <Checkbox
              label="Default business account"
              checked={form.watch('defaultBusiness')}
              onCheckedChange={(checked) => form.setValue('defaultBusiness', checked === true)}
            />
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Landmark aria-hidden size={16} />
              Connect Bank Account
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Layout>
  );
}
