import { IsString, MaxLength } from 'class-validator';

/** The query of a download link; its values are checked against the signature by the service. */
export class ExportDownloadQuery {
  @IsString()
  @MaxLength(20)
  expires!: string;

  @IsString()
  @MaxLength(100)
  signature!: string;
}
