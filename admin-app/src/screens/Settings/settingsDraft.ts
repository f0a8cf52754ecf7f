import { CURRENCIES, type Currency } from '@export-portal/shared-domain';
import type { PortalSettings, SettingsChange } from '../../data/settings';
import type { SettingsDraft, SettingsValues } from './settingsSchema';

const currencyOf = (stored: string): Currency => CURRENCIES.find((currency) => currency === stored) ?? 'CAD';

/** The form's fields as the saved settings fill them. */
export function draftFrom(settings: PortalSettings): SettingsDraft {
  return {
    companyName: settings.company_name,
    companyEmail: settings.company_email,
    companyPhone: settings.company_phone,
    companyAddress: settings.company_address,
    emailNotifications: settings.email_notifications,
    smsNotifications: settings.sms_notifications,
    systemBackups: settings.system_backups,
    maintenanceMode: settings.maintenance_mode,
    autoShipmentTracking: settings.auto_shipment_tracking,
    defaultCurrency: currencyOf(settings.default_currency),
    taxRate: String(settings.tax_rate),
    defaultShippingCost: String(settings.default_shipping_cost),
    customsLeadTimeHours: String(settings.customs_lead_time_hours),
    clientMessagesPerHour: String(settings.client_messages_per_hour),
  };
}

/** What saving the checked form writes. */
export function changeFrom(values: SettingsValues): SettingsChange {
  return {
    company_name: values.companyName,
    company_email: values.companyEmail,
    company_phone: values.companyPhone,
    company_address: values.companyAddress,
    email_notifications: values.emailNotifications,
    sms_notifications: values.smsNotifications,
    system_backups: values.systemBackups,
    maintenance_mode: values.maintenanceMode,
    auto_shipment_tracking: values.autoShipmentTracking,
    default_currency: values.defaultCurrency,
    tax_rate: values.taxRate,
    default_shipping_cost: values.defaultShippingCost,
    customs_lead_time_hours: values.customsLeadTimeHours,
    client_messages_per_hour: values.clientMessagesPerHour,
  };
}
