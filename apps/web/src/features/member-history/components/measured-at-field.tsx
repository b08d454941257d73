import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../lib/format.ts';

/** When a measurement was taken: date and time, now by default, never in the future. */
export function MeasuredAtField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="measuredAt" label={t('memberHistory.when')}>
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format={`${dateFormat()} HH:mm`}
        allowClear={false}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
