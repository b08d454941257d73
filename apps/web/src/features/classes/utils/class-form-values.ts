import type { TClass, TClassInput, TClassScope, TClassTemplate } from '@pulseboard/contract/classes';
import dayjs, { type Dayjs } from 'dayjs';

/** What a new class may start from (a scheduler's empty slot, its studio or trainer row). */
export type TClassDefaults = {
  date?: string;
  startTime?: string;
  endTime?: string;
  studioId?: number;
  trainerId?: number;
};

/** The form's fields: dates and times as pickers hold them; the rest as the contract has them. */
export type TClassFormValues = {
  name: string;
  timeZone: string;
  date: Dayjs | null;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  rrule: string | null;
  description: string | null;
  maxParticipants: number | null;
  meetingLink: string | null;
  trainerId: number | undefined;
  studioId: number | undefined;
  locationId: number | null | undefined;
  scope: TClassScope;
  /** The template the form was filled from (the new class takes its logo). */
  templateId: number | null;
};

/** A time of day 'HH:mm' as a picker's value (today's date carries it). */
export const timeValue = (time: string | undefined) => (time ? dayjs(`2000-01-01T${time}`) : null);

const plusHour = (time: string) => timeValue(time)?.add(1, 'hour').format('HH:mm') ?? time;

export function toFormValues(cls: TClass | undefined, timeZone: string, defaults: TClassDefaults = {}) {
  const startTime = cls?.startTime ?? defaults.startTime;
  return {
    name: cls?.name ?? '',
    timeZone: cls?.timeZone ?? timeZone,
    date: cls ? dayjs(cls.date) : defaults.date ? dayjs(defaults.date) : null,
    startTime: timeValue(startTime),
    endTime: timeValue(cls?.endTime ?? defaults.endTime ?? (startTime ? plusHour(startTime) : undefined)),
    rrule: cls?.rrule ?? null,
    description: cls?.description ?? null,
    maxParticipants: cls?.maxParticipants ?? null,
    meetingLink: cls?.meetingLink ?? null,
    trainerId: cls?.trainerId ?? defaults.trainerId,
    studioId: cls?.studioId ?? defaults.studioId,
    locationId: cls?.locationId ?? null,
    scope: 'this',
    templateId: null,
  } satisfies TClassFormValues;
}

/** The fields a template fills (name, times, capacity, link, trainer, studio, location). */
export function templateValues(template: TClassTemplate): Partial<TClassFormValues> {
  return {
    name: template.name,
    timeZone: template.timeZone,
    startTime: timeValue(template.startTime),
    endTime: timeValue(template.endTime),
    description: template.description,
    maxParticipants: template.maxParticipants,
    meetingLink: template.meetingLink,
    trainerId: template.trainerId ?? undefined,
    studioId: template.studioId ?? undefined,
    locationId: template.locationId,
    templateId: template.id,
  };
}

const asDate = (d: unknown) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : d);
const asTime = (d: unknown) => (dayjs.isDayjs(d) ? d.format('HH:mm') : d);
/** Maps a picker's value to what the contract checks (the field rules use them too). */
export const toBodyValue = { date: asDate, time: asTime };

/** The PUT/POST body; the API checks it again (its field messages land on the fields). */
export function toClassBody(values: TClassFormValues): TClassInput {
  return {
    name: values.name,
    timeZone: values.timeZone,
    date: asDate(values.date) as string,
    startTime: asTime(values.startTime) as string,
    endTime: asTime(values.endTime) as string,
    rrule: values.rrule || null,
    description: values.description || null,
    maxParticipants: values.maxParticipants ?? null,
    meetingLink: values.meetingLink || null,
    trainerId: values.trainerId as number,
    studioId: values.studioId as number,
    locationId: values.locationId ?? null,
    templateId: values.templateId ?? null,
  };
}
