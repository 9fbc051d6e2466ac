import { z } from 'zod';
import { CAMPAIGN_LIMITS, CAMPAIGN_TARGET_TYPES, CampaignMessages, type CampaignRequest } from '@hisaab/contracts';

const required = (message: string, label: string, max: number) => z.string().trim().min(1, message).max(max, CampaignMessages.text(label, max));

/** Spec part 2 §5 "Campaign": name, subject and content required; the customer list only for custom_segment. */
export const campaignSchema = z
  .object({
    name: required(CampaignMessages.nameRequired, 'Campaign name', CAMPAIGN_LIMITS.name),
    description: z.string().trim().max(CAMPAIGN_LIMITS.description, CampaignMessages.text('Description', CAMPAIGN_LIMITS.description)),
    targetType: z.enum(CAMPAIGN_TARGET_TYPES, CampaignMessages.targetType),
    targetCustomers: z.array(z.object({ id: z.string(), name: z.string() })).max(CAMPAIGN_LIMITS.maxSegmentCustomers, CampaignMessages.segmentTooLarge),
    emailSubject: required(CampaignMessages.subjectRequired, 'Email subject', CAMPAIGN_LIMITS.emailSubject),
    emailContent: required(CampaignMessages.contentRequired, 'Email content', CAMPAIGN_LIMITS.emailContent),
  })
  .refine((values) => values.targetType !== 'custom_segment' || values.targetCustomers.length > 0, { path: ['targetCustomers'], message: CampaignMessages.segmentRequired });

export type CampaignFormValues = z.infer<typeof campaignSchema>;

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  name: '',
  description: '',
  targetType: 'all_customers',
  targetCustomers: [],
  emailSubject: '',
  emailContent: 'Dear {{customer.name}},\n\n',
};

export function formToCampaign(values: CampaignFormValues): CampaignRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    type: 'email',
    targetType: values.targetType,
    ...(values.targetType === 'custom_segment' && { targetCustomerIds: values.targetCustomers.map((c) => c.id) }),
    emailSubject: values.emailSubject.trim(),
    emailContent: values.emailContent,
  };
}
