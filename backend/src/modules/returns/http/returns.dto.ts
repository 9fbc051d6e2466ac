import { GstReturnMessages } from '@hisaab/contracts';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';

/** `?period=MMYYYY`: a month, or for quarterly filers the quarter's last month. */
export class ReturnPeriodQuery {
  @IsString({ message: GstReturnMessages.period })
  @Matches(/^(0[1-9]|1[0-2])\d{4}$/, { message: GstReturnMessages.period })
  period!: string;
}

/** GSTR-1 download: JSON (the default) or `format=csv` for one CSV per section in a ZIP. */
export class Gstr1DownloadQuery extends ReturnPeriodQuery {
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}
