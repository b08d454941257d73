import { z } from 'zod';
import { zId, zText } from './fields.ts';
import { listFilter } from './paging.ts';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Every staff role sees a club's loaner pods and lends them; managers edit, import and clear them. */
export const LOANER_PODS_ACCESS = {
  read: STAFF_ROLES,
  manage: MANAGER_ROLES,
  /** Lend a pod to a member and take it back. */
  assign: STAFF_ROLES,
} as const satisfies TFeatureAccess;

/** Letters, digits and dashes, 3 to 64 characters (what the pods' labels and scanners produce). */
export const BARCODE_PATTERN = /^[A-Za-z0-9-]{3,64}$/;
export const BLUETOOTH_NAME_MAX = 64;
/** Import limits (the import tip names them too). */
export const POD_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const POD_IMPORT_MAX_ROWS = 5000;

export const ZBarcode = zText(100, 'validation.barcode')
  .trim()
  .regex(BARCODE_PATTERN, { error: 'validation.barcode' });

export const ZBluetoothName = zText(BLUETOOTH_NAME_MAX, 'validation.bluetoothName')
  .trim()
  .transform((v) => v || null);

export const ZPodHolder = z.object({
  userId: z.number().int(),
  name: z.string(),
  assignedAt: z.string(),
});

export const ZLoanerPod = z.object({
  id: z.number().int(),
  barcode: z.string(),
  bluetoothName: z.string().nullable(),
  locationId: z.number().int().nullable(),
  /** The branch name of the pod's location. */
  locationName: z.string().nullable(),
  /** Who has the pod now; null when it is on the shelf. */
  holder: ZPodHolder.nullable(),
  createdAt: z.string(),
});
export type TLoanerPod = z.infer<typeof ZLoanerPod>;

/** One form for create and edit ('Please enter the correct barcode.'). */
export const ZLoanerPodInput = z.object({
  barcode: ZBarcode,
  bluetoothName: ZBluetoothName.nullable().optional(),
  locationId: zId('validation.location').nullable().optional(),
});
export type TLoanerPodInput = z.input<typeof ZLoanerPodInput>;

export const LOANER_POD_SORT_FIELDS = ['barcode', 'bluetoothName', 'locationName', 'createdAt'] as const;
/** Body of POST .../loaner-pods/page/{page}: keyword over barcode, bluetooth name and holder name. */
export const ZLoanerPodListFilter = listFilter(LOANER_POD_SORT_FIELDS)
  .unwrap()
  .extend({
    /** true: only pods lent out; false: only pods on the shelf; omitted: all. */
    assigned: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .default({});
export type TLoanerPodListFilter = z.infer<typeof ZLoanerPodListFilter>;

export const ZPodAssignBody = z.object({
  userId: zId('validation.podMember'),
});
export const ZBarcodeBody = z.object({ barcode: ZBarcode });

/** One lending of a pod: who, which pod, from when until when (null: still lent). */
export const ZPodAssignment = z.object({
  id: z.number().int(),
  podId: z.number().int(),
  barcode: z.string(),
  bluetoothName: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  assignedAt: z.string(),
  returnedAt: z.string().nullable(),
});
export type TPodAssignment = z.infer<typeof ZPodAssignment>;

/** Body of POST .../loaner-pods/assignments/page/{page}: history, newest first, optionally of one pod or member. */
export const ZPodAssignmentFilter = z
  .object({
    podId: zId().optional(),
    userId: zId().optional(),
    /** true: only assignments not yet returned. */
    open: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .default({});
export type TPodAssignmentFilter = z.infer<typeof ZPodAssignmentFilter>;

export const ZClearAssignmentsResult = z.object({ cleared: z.number().int().nonnegative() });
/** Import result: new pods, and pods whose barcode already existed and were updated. */
export const ZPodImportResult = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});
export type TPodImportResult = z.infer<typeof ZPodImportResult>;
