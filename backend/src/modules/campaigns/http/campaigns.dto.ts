import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TARGET_TYPES,
  CAMPAIGN_TYPES,
  CampaignMessages,
  type CampaignPreviewRequest,
  type CampaignRequest,
  type CampaignScheduleRequest,
  type CampaignStatus,
  type CampaignTargetType,
  type CampaignType,
} from '@hisaab/contracts';
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToNull, OptionalText, Satisfies } from '../../../platform/http/dto-rules';

/** Required text: trimmed, not blank, at most `max` characters (the first failing rule's message is reported). */
const RequiredText = (required: string, label: string, max: number) =>
  applyDecorators(
    JSONSchema({ type: 'string', minLength: 1, maxLength: max }),
    IsString({ message: required }),
    MinLength(1, { message: required }),
    MaxLength(max, { message: CampaignMessages.text(label, max) }),
    Transform(blankToNull),
  );

/** The create dialog (spec part 2 §5 "Campaign"): name, subject and content required; type email. */
export class CampaignDto implements CampaignRequest {
  @RequiredText(CampaignMessages.nameRequired, 'Campaign name', CAMPAIGN_LIMITS.name) name: string;

  @OptionalText(CAMPAIGN_LIMITS.description, CampaignMessages.text('Description', CAMPAIGN_LIMITS.description))
  description?: string | null;

  @IsOptional()
  @IsIn(CAMPAIGN_TYPES, { message: CampaignMessages.type })
  type?: CampaignType;

  @IsIn(CAMPAIGN_TARGET_TYPES, { message: CampaignMessages.targetType })
  targetType: CampaignTargetType;

  @IsOptional()
  @IsArray({ message: CampaignMessages.segmentRequired })
  @ArrayMaxSize(CAMPAIGN_LIMITS.maxSegmentCustomers, { message: CampaignMessages.segmentTooLarge })
  @IsUUID('all', { each: true, message: CampaignMessages.segmentCustomerUnknown })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((id) => (typeof id === 'string' ? id.toLowerCase() : id)) : value))
  targetCustomerIds?: string[];

  @RequiredText(CampaignMessages.subjectRequired, 'Email subject', CAMPAIGN_LIMITS.emailSubject) emailSubject: string;

  /** Plain text or limited Markdown. */
  @RequiredText(CampaignMessages.contentRequired, 'Email content', CAMPAIGN_LIMITS.emailContent) emailContent: string;
}

/** An ISO 8601 instant with its offset ('2026-12-01T09:30:00+05:30' or '…Z'). */
const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));

export class CampaignScheduleDto implements CampaignScheduleRequest {
  @Satisfies('instant', isInstant, CampaignMessages.scheduledAt)
  @JSONSchema({ type: 'string', format: 'date-time' })
  scheduledAt: string;
}

export class CampaignPreviewDto implements CampaignPreviewRequest {
  @RequiredText(CampaignMessages.subjectRequired, 'Email subject', CAMPAIGN_LIMITS.emailSubject) emailSubject: string;
  @RequiredText(CampaignMessages.contentRequired, 'Email content', CAMPAIGN_LIMITS.emailContent) emailContent: string;
}

const limitMessage = 'limit must be a whole number between 1 and 100';

/** `?search=` (name or description), `?status=`, `?limit=`, `?cursor=`. */
export class ListCampaignsQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: limitMessage })
  @Min(1, { message: limitMessage })
  @Max(100, { message: limitMessage })
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;

  @IsOptional()
  @IsIn(CAMPAIGN_STATUSES, { message: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` })
  status?: CampaignStatus;
}
