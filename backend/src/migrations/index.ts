import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000100_identity } from './Migration20261121000100_identity';
import { Migration20261121010100_settings } from './Migration20261121010100_settings';
import { Migration20261121010200_crm } from './Migration20261121010200_crm';
import { Migration20261121010300_inventory } from './Migration20261121010300_inventory';
import { Migration20261121010400_billing } from './Migration20261121010400_billing';
import { Migration20261121010410_invoice_pdfs } from './Migration20261121010410_invoice_pdfs';
import { Migration20261121010500_communications } from './Migration20261121010500_communications';
import { Migration20261121030000_billing_summaries } from './Migration20261121030000_billing_summaries';
import { Migration20261121100000_housekeeping } from './Migration20261121100000_housekeeping';
import { Migration20261121110000_invoice_search } from './Migration20261121110000_invoice_search';
import { Migration20261121120000_sez_customers } from './Migration20261121120000_sez_customers';
import { Migration20261121130000_communication_failure_codes } from './Migration20261121130000_communication_failure_codes';
import { Migration20261121140000_supplier_details } from './Migration20261121140000_supplier_details';
import { Migration20261121150000_sweep_and_search_indexes } from './Migration20261121150000_sweep_and_search_indexes';
import { Migration20261123200100_unique_product_names } from './Migration20261123200100_unique_product_names';
import { Migration20261123201500_payment_reversals } from './Migration20261123201500_payment_reversals';
import { Migration20261123202000_unit_price_decimals } from './Migration20261123202000_unit_price_decimals';
import { Migration20261123203000_job_outbox } from './Migration20261123203000_job_outbox';
import { Migration20261126170000_series_number_at_commit } from './Migration20261126170000_series_number_at_commit';
import { Migration20261126180000_product_price_decimals } from './Migration20261126180000_product_price_decimals';
import { Migration20261126190000_invoice_number_in_statement } from './Migration20261126190000_invoice_number_in_statement';
import { Migration20261126193000_search_statistics } from './Migration20261126193000_search_statistics';
import { Migration20261126200000_subscriptions } from './Migration20261126200000_subscriptions';
import { Migration20261126201000_admin } from './Migration20261126201000_admin';
import { Migration20261126202000_account_end } from './Migration20261126202000_account_end';
import { Migration20261126212600_document_numbering } from './Migration20261126212600_document_numbering';
import { Migration20261126212900_invoice_source_challan } from './Migration20261126212900_invoice_source_challan';
import { Migration20261126213000_delivery_challans } from './Migration20261126213000_delivery_challans';
import { Migration20261126213500_credit_notes } from './Migration20261126213500_credit_notes';
import { Migration20261126221500_sales_leads } from './Migration20261126221500_sales_leads';
import { Migration20261126230000_purchases } from './Migration20261126230000_purchases';
import { Migration20261126231000_held_deliveries } from './Migration20261126231000_held_deliveries';
import { Migration20261126231100_otp_email_sent } from './Migration20261126231100_otp_email_sent';
import { Migration20261127035000_invoice_line_cost_price } from './Migration20261127035000_invoice_line_cost_price';
import { Migration20261127041000_recurring_invoices } from './Migration20261127041000_recurring_invoices';

/**
 * Every migration, in order. Listed explicitly so the same list runs from TypeScript (tests) and
 * from the compiled build, with no file globbing. Add each new migration here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000100_identity', class: Migration20261121000100_identity },
  { name: 'Migration20261121010100_settings', class: Migration20261121010100_settings },
  { name: 'Migration20261121010200_crm', class: Migration20261121010200_crm },
  { name: 'Migration20261121010300_inventory', class: Migration20261121010300_inventory },
  { name: 'Migration20261121010400_billing', class: Migration20261121010400_billing },
  { name: 'Migration20261121010410_invoice_pdfs', class: Migration20261121010410_invoice_pdfs },
  { name: 'Migration20261121010500_communications', class: Migration20261121010500_communications },
  { name: 'Migration20261121030000_billing_summaries', class: Migration20261121030000_billing_summaries },
  { name: 'Migration20261121100000_housekeeping', class: Migration20261121100000_housekeeping },
  { name: 'Migration20261121110000_invoice_search', class: Migration20261121110000_invoice_search },
  { name: 'Migration20261121120000_sez_customers', class: Migration20261121120000_sez_customers },
  { name: 'Migration20261121130000_communication_failure_codes', class: Migration20261121130000_communication_failure_codes },
  { name: 'Migration20261121140000_supplier_details', class: Migration20261121140000_supplier_details },
  { name: 'Migration20261121150000_sweep_and_search_indexes', class: Migration20261121150000_sweep_and_search_indexes },
  { name: 'Migration20261123200100_unique_product_names', class: Migration20261123200100_unique_product_names },
  { name: 'Migration20261123201500_payment_reversals', class: Migration20261123201500_payment_reversals },
  { name: 'Migration20261123202000_unit_price_decimals', class: Migration20261123202000_unit_price_decimals },
  { name: 'Migration20261123203000_job_outbox', class: Migration20261123203000_job_outbox },
  { name: 'Migration20261126170000_series_number_at_commit', class: Migration20261126170000_series_number_at_commit },
  { name: 'Migration20261126180000_product_price_decimals', class: Migration20261126180000_product_price_decimals },
  { name: 'Migration20261126190000_invoice_number_in_statement', class: Migration20261126190000_invoice_number_in_statement },
  { name: 'Migration20261126193000_search_statistics', class: Migration20261126193000_search_statistics },
  { name: 'Migration20261126200000_subscriptions', class: Migration20261126200000_subscriptions },
  { name: 'Migration20261126201000_admin', class: Migration20261126201000_admin },
  { name: 'Migration20261126202000_account_end', class: Migration20261126202000_account_end },
  { name: 'Migration20261126212600_document_numbering', class: Migration20261126212600_document_numbering },
  { name: 'Migration20261126212900_invoice_source_challan', class: Migration20261126212900_invoice_source_challan },
  { name: 'Migration20261126213000_delivery_challans', class: Migration20261126213000_delivery_challans },
  { name: 'Migration20261126213500_credit_notes', class: Migration20261126213500_credit_notes },
  { name: 'Migration20261126221500_sales_leads', class: Migration20261126221500_sales_leads },
  { name: 'Migration20261126230000_purchases', class: Migration20261126230000_purchases },
  { name: 'Migration20261126231000_held_deliveries', class: Migration20261126231000_held_deliveries },
  { name: 'Migration20261126231100_otp_email_sent', class: Migration20261126231100_otp_email_sent },
  { name: 'Migration20261127035000_invoice_line_cost_price', class: Migration20261127035000_invoice_line_cost_price },
  { name: 'Migration20261127041000_recurring_invoices', class: Migration20261127041000_recurring_invoices },
];
