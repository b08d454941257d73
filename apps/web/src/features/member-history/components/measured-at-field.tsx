import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../lib/format.ts';
import { wallNow } from './measured-at.ts';

/** When a measurement was taken, on the zone's clock: date and time, now by default, never a later day. */
export function MeasuredAtField({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="measuredAt" label={t('memberHistory.when')}>
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format={`${dateFormat()} HH:mm`}
        allowClear={false}
        disabledDate={(day) => day.isAfter(wallNow(timeZone), 'day')}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
