import { useState } from 'react';
import styled from 'styled-components';
import { Bell, Briefcase, Building2, Save, Server, Shield } from 'lucide-react';
import { useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { CURRENCIES } from '@export-portal/shared-domain';
import { Button, Input } from '@export-portal/shared-ui';
import { Select } from '@export-portal/shared-ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@export-portal/shared-ui/tabs';
import { Switch } from '@export-portal/shared-ui/toggles';
import { changeFrom, draftFrom } from './settingsDraft';
import { type PortalSettings, saveSettings, settingsKeys } from '../../data/settings';
import { type SettingsDraft, settingsSchema } from './settingsSchema';

const SettingsFormFrame = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  & > button[type='submit'] {
    justify-self: start;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
  padding-top: ${({ theme }) => theme.space[4]};
`;

type Toggle = 'emailNotifications' | 'smsNotifications' | 'systemBackups' | 'maintenanceMode' | 'autoShipmentTracking';

const TABS = [
  { value: 'general', label: 'General', icon: <Building2 aria-hidden /> },
  { value: 'notifications', label: 'Notifications', icon: <Bell aria-hidden /> },
  { value: 'security', label: 'Security', icon: <Shield aria-hidden /> },
  { value: 'business', label: 'Business', icon: <Briefcase aria-hidden /> },
  { value: 'system', label: 'System', icon: <Server aria-hidden /> },
] as const;

/** Which tab holds a field, so a refused value is shown where it can be corrected. */
const TAB_OF_FIELD: Partial<Record<keyof SettingsDraft, string>> = {
  taxRate: 'business',
  defaultShippingCost: 'business',
  customsLeadTimeHours: 'business',
  clientMessagesPerHour: 'security',
};

/** The five tabs of settings, saved together; what was typed stays when a value is refused. */
export function SettingsForm({ settings }: { settings: PortalSettings }) {
  const [tab, setTab] = useState<string>('general');
  const form = useZodForm(settingsSchema, { defaultValues: draftFrom(settings) });
  const save = useDataMutation({ action: 'settings', write: saveSettings, invalidates: [settingsKeys] });
  const submit = form.handleSubmit(
    (values) => save.mutateAsync(changeFrom(values)).catch(() => undefined),
    (errors) => {
      const first = Object.keys(errors).find((field): field is keyof SettingsDraft => field in TAB_OF_FIELD);
      if (first) setTab(TAB_OF_FIELD[first] ?? tab);
    },
  );
  const toggle = (name: Toggle, label: string, description: string) => (
    <Switch
      label={label}
      description={description}
      checked={form.watch(name)}
      onCheckedChange={(checked) => form.setValue(name, checked, { shouldDirty: true })}
    />
  );
  return (
    <SettingsFormFrame onSubmit={submit} noValidate aria-label="Settings">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Settings sections">
          {TABS.map(({ value, label, icon }) => (
            <TabsTrigger key={value} value={value}>
              {icon}
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general">
          <Panel>
            <FormField control={form.control} name="companyName" label="Company name">
              <Input {...form.register('companyName')} />
            </FormField>
            <FormField control={form.control} name="companyEmail" label="Company email">
              <Input type="email" {...form.register('companyEmail')} />
            </FormField>
            <FormField control={form.control} name="companyPhone" label="Company phone">
              <Input type="tel" {...form.register('companyPhone')} />
            </FormField>
            <FormField control={form.control} name="companyAddress" label="Company address">
              <Input {...form.register('companyAddress')} />
            </FormField>
          </Panel>
        </TabsContent>
        <TabsContent value="notifications">
          <Panel>
            {toggle(
              'emailNotifications',
              'Email notifications',
              'E-mails to customers: replies, messages and their shipment and document updates. Switched off, no e-mail reaches a customer; their notices still appear in the portal, and staff e-mails follow each person’s own settings.',
            )}
            {toggle('smsNotifications', 'SMS notifications', 'Urgent updates by text message.')}
          </Panel>
        </TabsContent>
        <TabsContent value="security">
          <Panel>
            {toggle('maintenanceMode', 'Maintenance mode', 'Tell users the portal is being worked on.')}
            <FormField
              control={form.control}
              name="clientMessagesPerHour"
              label="Client messages per hour"
              hint="How many quote requests and messages one client may send in any hour; the next is refused with when to try again."
            >
              <Input inputMode="numeric" {...form.register('clientMessagesPerHour')} />
            </FormField>
          </Panel>
        </TabsContent>
        <TabsContent value="business">
          <Panel>
            <Select
              label="Default currency"
              value={form.watch('defaultCurrency')}
              onValueChange={(currency) => {
                const chosen = CURRENCIES.find((candidate) => candidate === currency);
                if (chosen) form.setValue('defaultCurrency', chosen, { shouldDirty: true });
              }}
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            />
            <FormField control={form.control} name="taxRate" label="Tax rate (%)">
              <Input inputMode="decimal" {...form.register('taxRate')} />
            </FormField>
            <FormField control={form.control} name="defaultShippingCost" label="Default shipping cost (CAD)">
              <Input inputMode="decimal" {...form.register('defaultShippingCost')} />
            </FormField>
            <FormField
              control={form.control}
              name="customsLeadTimeHours"
              label="Customs lead time (hours)"
              hint="Documents go to customs at least this long before departure; shipments closer to departure with an incomplete export file are flagged."
            >
              <Input inputMode="numeric" {...form.register('customsLeadTimeHours')} />
            </FormField>
          </Panel>
        </TabsContent>
        <TabsContent value="system">
          <Panel>
            {toggle('systemBackups', 'System backups', 'Back the database up every night.')}
            {toggle('autoShipmentTracking', 'Automatic shipment tracking', 'Follow vessels without manual updates.')}
          </Panel>
        </TabsContent>
      </Tabs>
      <Button type="submit" loading={form.formState.isSubmitting}>
        <Save aria-hidden size={16} />
        Save Settings
      </Button>
    </SettingsFormFrame>
  );
}
