import { useState } from 'react';
import styled from 'styled-components';
import { Landmark } from 'lucide-react';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { Alert, Button, Input } from '@export-portal/shared-ui';
import { Select } from '@export-portal/shared-ui/select';
import { Checkbox } from '@export-portal/shared-ui/toggles';
import { BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_LABELS, type BankingDraft, bankingSchema, maskAccountNumber } from './bankingSchema';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 32rem;
`;

const EMPTY: BankingDraft = { bankName: '', accountNumber: '', routingNumber: '', accountType: 'chequing', defaultBusiness: true };

/**
 * The banking connect form. Its fields are checked on submit; the account number is shown
 * only as its last four digits once typed, and it is kept nowhere: not in browser storage,
 * not in logs, not on the server.
 */
export function BankingIntegration() {
  const form = useZodForm(bankingSchema, { defaultValues: EMPTY });
  const [connected, setConnected] = useState<string | null>(null);
  const [editingAccount, setEditingAccount] = useState(false);
  const accountNumber = form.watch('accountNumber');
  const connect = form.handleSubmit((values) => {
    setConnected(
      `${values.bankName}, ${BANK_ACCOUNT_TYPE_LABELS[values.accountType].toLowerCase()} account ${maskAccountNumber(values.accountNumber)}`,
    );
    form.reset(EMPTY);
  });
  const account = form.register('accountNumber');
  return (
    <Form onSubmit={connect} noValidate aria-label="Connect a bank account">
      {connected ? <Alert tone="success" role="status" title={`Connected: ${connected}`} /> : null}
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
        <Input inputMode="numeric" autoComplete="off" placeholder="00011000" {...form.register('routingNumber')} />
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
      <Button type="submit">
        <Landmark aria-hidden size={16} />
        Connect Bank Account
      </Button>
    </Form>
  );
}
