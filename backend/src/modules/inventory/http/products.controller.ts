import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { MAX_UPLOAD_BYTES, readUploadedFile } from '../../../platform/http/file-upload';
import type { AuthContext } from '../../../shared/tenant';
import { CsvImportService } from '../application/csv-import.service';
import { InventoryErrors } from '../domain/inventory-errors';
import { ProductsService } from '../application/products.service';
import { ListProductsQuery, LowStockQuery, PageQuery, ProductDto, StockAdjustmentDto } from './products.dto';
import { Answer, Responds } from '../../../platform/http/responds';

/** /api/products — scoped to the caller's business; another business's id is a 404. */
@Controller('products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly csvImport: CsvImportService,
  ) {}

  /** `{items, nextCursor}` by name; `?search=` matches name (contains) or SKU (exact). Archived hidden. */
  @Get()
  @Responds(200, Answer.pageOf('ProductResponse'))
  list(@CurrentUser() auth: AuthContext, @Query() query: ListProductsQuery) {
    return this.products.list(auth, query);
  }

  /** Products with stock at or below their reorder level, lowest stock first. */
  @Get('low-stock')
  @Responds(200, Answer.listOf('LowStockProduct'))
  lowStock(@CurrentUser() auth: AuthContext, @Query() query: LowStockQuery) {
    return this.products.lowStock(auth, query.limit);
  }

  /** totalProducts, lowStockCount, totalValue (Σ price × stock, rupees). */
  @Get('stats')
  @Responds(200, Answer.of('InventoryStats'))
  stats(@CurrentUser() auth: AuthContext) {
    return this.products.stats(auth);
  }

  @Get(':id')
  @Responds(200, Answer.of('ProductResponse'))
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.products.get(auth, id);
  }

  /** The stock ledger of one product, newest first. */
  @Get(':id/history')
  @Responds(200, Answer.pageOf('StockMovementResponse'))
  history(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Query() query: PageQuery) {
    return this.products.history(auth, id, query);
  }

  @Post()
  @Responds(201, Answer.of('ProductResponse'))
  create(@CurrentUser() auth: AuthContext, @Body() body: ProductDto) {
    return this.products.create(auth, body);
  }

  /** Multipart, file field `csvFile` (.csv, at most 2 MB). All rows or none. */
  @Post('import-csv')
  @HttpCode(200)
  @Responds(200, Answer.of('CsvImportResponse'))
  async importCsv(@CurrentUser() auth: AuthContext, @Req() request: FastifyRequest) {
    const file = await readUpload(request);
    return this.csvImport.importProducts(auth, file);
  }

  /** The full form, or only {stockQuantity}; a stock change is recorded in the ledger. */
  @Put(':id')
  @Responds(200, Answer.of('ProductResponse'))
  update(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: ProductDto) {
    return this.products.update(auth, id, body);
  }

  @Post(':id/stock-adjustments')
  @HttpCode(200)
  @Responds(200, Answer.of('StockAdjustmentResponse'))
  adjust(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Body() body: StockAdjustmentDto) {
    return this.products.adjust(auth, id, body);
  }

  /** Archives the product: it leaves the lists, invoices that name it keep it. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.products.remove(auth, id);
  }
}

/** The CSV of an import, or CSV_INVALID_FILE / CSV_TOO_LARGE saying what is wrong with the upload. */
async function readUpload(request: FastifyRequest): Promise<{ filename: string; content: Buffer }> {
  const upload = await readUploadedFile(request, 'csvFile');
  if (!('problem' in upload)) return upload;
  if (upload.problem === 'too_large') throw InventoryErrors.csvTooLarge(MAX_UPLOAD_BYTES);
  throw InventoryErrors.invalidCsv(UPLOAD_PROBLEMS[upload.problem]);
}

const UPLOAD_PROBLEMS = {
  not_multipart: 'Send the file as multipart/form-data in the field csvFile',
  unreadable: 'The upload could not be read',
  missing: 'Attach the CSV file in the field csvFile',
} as const;
