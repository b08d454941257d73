import type { TClassTemplate, TClassTemplateInput } from '@pulseboard/contract/classes';
import type { TOkData } from '@pulseboard/contract/envelope';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { classTemplateKeys } from '../../../lib/query-keys.ts';

const base = (clubId: number) => `/dashboard/clients/${clubId}/class-templates`;

/** PUT /dashboard/clients/{id}/class-templates. */
export function createClassTemplate(clubId: number, body: TClassTemplateInput) {
  return request<TClassTemplate>(base(clubId), { method: 'PUT', body });
}

/** POST /dashboard/clients/{id}/class-templates/{templateId}. */
export function updateClassTemplate(clubId: number, templateId: number, body: TClassTemplateInput) {
  return request<TClassTemplate>(`${base(clubId)}/${templateId}`, { method: 'POST', body });
}

/** DELETE /dashboard/clients/{id}/class-templates/{templateId}. */
export function deleteClassTemplate(clubId: number, templateId: number) {
  return request<TOkData>(`${base(clubId)}/${templateId}`, { method: 'DELETE' });
}

export function useCreateClassTemplate(clubId: number) {
  return useApiMutation({
    mutationFn: (body: TClassTemplateInput) => createClassTemplate(clubId, body),
    invalidates: [classTemplateKeys.all(clubId)],
  });
}

export function useUpdateClassTemplate(clubId: number) {
  return useApiMutation({
    mutationFn: ({ templateId, body }: { templateId: number; body: TClassTemplateInput }) =>
      updateClassTemplate(clubId, templateId, body),
    invalidates: [classTemplateKeys.all(clubId)],
  });
}

export function useDeleteClassTemplate(clubId: number) {
  return useApiMutation({
    mutationFn: (templateId: number) => deleteClassTemplate(clubId, templateId),
    invalidates: [classTemplateKeys.all(clubId)],
  });
}
