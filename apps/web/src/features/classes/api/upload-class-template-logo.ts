import type { TClass, TClassTemplate } from '@pulseboard/contract/classes';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { request } from '../../../lib/http.ts';
import { classKeys, classTemplateKeys } from '../../../lib/query-keys.ts';

const formOf = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** POST /dashboard/clients/{id}/class-templates/{templateId}/logo, multipart field `file`. */
export function uploadClassTemplateLogo(clubId: number, templateId: number, file: File) {
  const url = `/dashboard/clients/${clubId}/class-templates/${templateId}/logo`;
  return request<TClassTemplate>(url, { method: 'POST', body: formOf(file) });
}

/** POST /dashboard/clients/{id}/classes/{classId}/logo: this class, or the following ones of its series. */
export function uploadClassLogo(
  clubId: number,
  classId: number,
  file: File,
  scope: 'this' | 'following' = 'this',
) {
  const url = `/dashboard/clients/${clubId}/classes/${classId}/logo`;
  return request<TClass>(url, { method: 'POST', body: formOf(file), query: { scope } });
}

export function useUploadClassTemplateLogo(clubId: number) {
  return useApiMutation({
    mutationFn: ({ templateId, file }: { templateId: number; file: File }) =>
      uploadClassTemplateLogo(clubId, templateId, file),
    invalidates: [classTemplateKeys.all(clubId)],
  });
}

export function useUploadClassLogo(clubId: number) {
  return useApiMutation({
    mutationFn: ({ classId, file, scope }: { classId: number; file: File; scope?: 'this' | 'following' }) =>
      uploadClassLogo(clubId, classId, file, scope),
    invalidates: [classKeys.all(clubId)],
  });
}
