import { envelope } from '@pulseboard/contract/envelope';
import { SPREADSHEET_SUFFIXES } from '@pulseboard/contract/import';
import {
  LOANER_PODS_ACCESS,
  POD_IMPORT_MAX_BYTES,
  POD_IMPORT_MAX_ROWS,
  ZPodImportResult,
} from '@pulseboard/contract/loaner-pods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { readSpreadsheetUpload } from '../../lib/spreadsheet-upload.ts';
import { importPods } from './loaner-pods-import.service.ts';

export function loanerPodImportRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/loaner-pods/actions/import',
      {
        config: { access: { roles: LOANER_PODS_ACCESS.manage, club: true } },
        schema: {
          tags: ['loaner-pods'],
          consumes: ['multipart/form-data'],
          description:
            `Multipart field "file": one ${SPREADSHEET_SUFFIXES.join(', ')} file, at most ` +
            `${POD_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${POD_IMPORT_MAX_ROWS} rows, with the columns ` +
            'Barcode, Bluetooth Name and Location. Any bad row: 400 with `rows.<row>.<column>` messages, nothing imported.',
          params: ZClubParams,
          response: { 200: envelope(ZPodImportResult) },
        },
      },
      async (request) => {
        const file = await readSpreadsheetUpload(request, POD_IMPORT_MAX_BYTES);
        return ok(await importPods(deps, request.params.id, file), request.lang);
      },
    );
  };
}
