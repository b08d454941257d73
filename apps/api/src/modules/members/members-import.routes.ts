import { envelope } from '@pulseboard/contract/envelope';
import { SPREADSHEET_SUFFIXES } from '@pulseboard/contract/import';
import { MEMBERS_ACCESS } from '@pulseboard/contract/members';
import {
  MEMBER_IMPORT_HEADERS,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  ZMemberImportResult,
  ZMemberImportTemplateParams,
} from '@pulseboard/contract/members-import';
import { translate } from '@pulseboard/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { readSpreadsheetUpload } from '../../lib/spreadsheet-upload.ts';
import { importMembers } from './members-import.service.ts';
import { memberImportTemplate } from './members-import-template.ts';

export function membersImportRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // SPEC.md section 7: POST /dashboard/clients/{id}/members/actions/import.
    app.post(
      '/dashboard/clients/:id/members/actions/import',
      {
        config: { access: { roles: MEMBERS_ACCESS.manage, club: true } },
        schema: {
          tags: ['members'],
          consumes: ['multipart/form-data'],
          description:
            `Multipart field "file": one ${SPREADSHEET_SUFFIXES.join(', ')} file, at most ` +
            `${MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${MEMBER_IMPORT_MAX_ROWS} rows, with the columns ` +
            `${Object.values(MEMBER_IMPORT_HEADERS).join(', ')}. Valid rows are created in one transaction ` +
            '(verified members); a row whose email is already in the club is skipped; rejected rows are listed.',
          params: ZClubParams,
          response: { 200: envelope(ZMemberImportResult) },
        },
      },
      async (request) => {
        const file = await readSpreadsheetUpload(request, MEMBER_IMPORT_MAX_BYTES);
        const outcome = await importMembers(deps, request.params.id, file, (err) =>
          request.log.error({ err }, 'members import: merging the search index afterwards failed'),
        );
        const rejected = outcome.rejected.map((r) => ({
          row: r.row,
          errors: r.errors.map((e) => ({
            column: e.column,
            message: translate(e.key, request.lang, e.params),
          })),
        }));
        return ok({ ...outcome, rejected }, request.lang);
      },
    );

    // Public like any blank form: the web app links it for download, where no token header is sent.
    app.get(
      '/dashboard/members/import-template/:format',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['members'],
          security: [],
          description: 'The member import template (header row and one example row) as .xlsx, .xls or .csv.',
          params: ZMemberImportTemplateParams,
        },
      },
      async (request, reply) => {
        const file = await memberImportTemplate(request.params.format);
        reply.header('content-type', file.contentType);
        reply.header('content-disposition', `attachment; filename="${file.filename}"`);
        return reply.send(file.content);
      },
    );
  };
}
