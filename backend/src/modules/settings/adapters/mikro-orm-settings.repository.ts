import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BusinessConfig, FilingFrequency, GstSettings } from '../domain/business-settings';
import { SettingsRepository } from '../application/ports/settings.repository';

interface SettingsSqlRow {
  gst_enabled: boolean;
  gst_number: string | null;
  state_code: string | null;
  company_name: string;
  company_address: string | null;
  company_city: string | null;
  company_pincode: string | null;
  company_phone: string | null;
  company_email: string | null;
  default_gst_rate: string;
  udyam: string | null;
  upi_id: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  bank_branch: string | null;
  invoice_prefix: string;
  round_off: boolean;
  cgst_rate: string;
  sgst_rate: string;
  igst_rate: string;
  cess_rate: string;
  is_composition: boolean;
  filing_frequency: string;
}

const CONFIG_COLUMNS = {
  gst_enabled: (c: BusinessConfig) => c.gstEnabled,
  gst_number: (c: BusinessConfig) => c.gstNumber,
  state_code: (c: BusinessConfig) => c.stateCode,
  company_name: (c: BusinessConfig) => c.companyName,
  company_address: (c: BusinessConfig) => c.companyAddress,
  company_city: (c: BusinessConfig) => c.companyCity,
  company_pincode: (c: BusinessConfig) => c.companyPincode,
  company_phone: (c: BusinessConfig) => c.companyPhone,
  company_email: (c: BusinessConfig) => c.companyEmail,
  default_gst_rate: (c: BusinessConfig) => c.defaultGstRate,
  udyam: (c: BusinessConfig) => c.udyam,
  upi_id: (c: BusinessConfig) => c.upiId,
  bank_name: (c: BusinessConfig) => c.bankName,
  bank_account_number: (c: BusinessConfig) => c.bankAccountNumber,
  bank_ifsc: (c: BusinessConfig) => c.bankIfsc,
  bank_branch: (c: BusinessConfig) => c.bankBranch,
  invoice_prefix: (c: BusinessConfig) => c.invoicePrefix,
  round_off: (c: BusinessConfig) => c.roundOff,
};

const GST_COLUMNS = {
  cgst_rate: (g: GstSettings) => g.cgstRate,
  sgst_rate: (g: GstSettings) => g.sgstRate,
  igst_rate: (g: GstSettings) => g.igstRate,
  cess_rate: (g: GstSettings) => g.cessRate,
  is_composition: (g: GstSettings) => g.isComposition,
  filing_frequency: (g: GstSettings) => g.filingFrequency,
};

@Injectable()
export class MikroOrmSettingsRepository extends SettingsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(businessId: string): Promise<{ config: BusinessConfig; gst: GstSettings } | null> {
    const rows: SettingsSqlRow[] = await this.em.execute(
      `select ${[...Object.keys(CONFIG_COLUMNS), ...Object.keys(GST_COLUMNS)].join(', ')}
         from business_settings where business_id = ?`,
      [businessId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      config: {
        gstEnabled: row.gst_enabled,
        gstNumber: row.gst_number,
        stateCode: row.state_code,
        companyName: row.company_name,
        companyAddress: row.company_address,
        companyCity: row.company_city,
        companyPincode: row.company_pincode,
        companyPhone: row.company_phone,
        companyEmail: row.company_email,
        defaultGstRate: Number(row.default_gst_rate),
        udyam: row.udyam,
        upiId: row.upi_id,
        bankName: row.bank_name,
        bankAccountNumber: row.bank_account_number,
        bankIfsc: row.bank_ifsc,
        bankBranch: row.bank_branch,
        invoicePrefix: row.invoice_prefix,
        roundOff: row.round_off,
      },
      gst: {
        cgstRate: Number(row.cgst_rate),
        sgstRate: Number(row.sgst_rate),
        igstRate: Number(row.igst_rate),
        cessRate: Number(row.cess_rate),
        isComposition: row.is_composition,
        filingFrequency: row.filing_frequency as FilingFrequency,
      },
    };
  }

  saveConfig(businessId: string, config: BusinessConfig): Promise<void> {
    return this.upsert(businessId, Object.entries(CONFIG_COLUMNS).map(([column, read]) => [column, read(config)]));
  }

  saveGstSettings(businessId: string, settings: GstSettings): Promise<void> {
    return this.upsert(businessId, Object.entries(GST_COLUMNS).map(([column, read]) => [column, read(settings)]));
  }

  /** One statement: the first save creates the row (other columns take their defaults). */
  private async upsert(businessId: string, values: [string, unknown][]): Promise<void> {
    const columns = values.map(([column]) => column);
    await this.em.execute(
      `insert into business_settings (id, business_id, ${columns.join(', ')})
       values (?, ?, ${columns.map(() => '?').join(', ')})
       on conflict (business_id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
      [randomUUID(), businessId, ...values.map(([, value]) => value)],
    );
  }
}

