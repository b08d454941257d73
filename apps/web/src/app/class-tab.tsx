import type { TClubTabProps } from '../components/club-tab.ts';
import { ClassesTab } from '../features/classes/components/classes-tab.tsx';

/**
 * The club's Class tab: its classes (list, form, detail). Class templates (another feature) join here
 * as a second segment, and their select fills a new class's form (`templatePicker`).
 */
export function ClassTab(props: TClubTabProps) {
  return <ClassesTab {...props} />;
}
