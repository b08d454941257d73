import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { setAppApi } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { useApiMutation } from './use-api-mutation.ts';
import { useEntityForm } from './use-entity-form.ts';

afterEach(cleanup);

/** A one-field form whose save the server refuses with `error` (the app's query client and toasts). */
function NameForm({ error }: { error: ApiError }) {
  const save = useApiMutation<unknown, { name: string }>({ mutationFn: () => Promise.reject(error) });
  const { formProps } = useEntityForm({
    initialValues: () => ({ name: 'Pulse' }),
    save: { mutation: save, variables: (values: { name: string }) => values },
  });
  return (
    <Form {...formProps}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <button type="submit">Save</button>
    </Form>
  );
}

async function submitRefused(error: ApiError) {
  const toasts = vi.fn();
  const remove = setAppApi({
    message: { error: toasts, success: vi.fn() },
    modal: { confirm: vi.fn() },
    notification: { info: vi.fn() },
  } as unknown as Parameters<typeof setAppApi>[0]);
  render(
    <QueryClientProvider client={queryClient}>
      <NameForm error={error} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // The refusal, the form's turn and the toast's (a task later).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  remove();
  return toasts;
}

/** A form with two required fields, the second left empty. */
function TwoFieldForm() {
  const save = useApiMutation<unknown, { name: string }>({ mutationFn: () => Promise.resolve() });
  const { formProps } = useEntityForm({
    initialValues: () => ({ name: 'Pulse', code: '' }),
    save: { mutation: save, variables: (values: { name: string }) => values },
  });
  return (
    <Form {...formProps}>
      <Form.Item name="name" label="Name" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label="Code" rules={[{ required: true, message: 'Enter a code' }]}>
        <Input />
      </Form.Item>
      <button type="submit">Save</button>
    </Form>
  );
}

describe('a form its own rules refuse', () => {
  it('takes focus to the first field to fix', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <TwoFieldForm />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a code')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code')));
  });
});

describe('a form the server refuses', () => {
  it('says a field message once, on the field, with no toast repeating it', async () => {
    const toasts = await submitRefused(
      new ApiError({ code: 40001, status: 400, message: 'Name taken', fields: { name: 'Name taken' } }),
    );
    expect(screen.getByText('Name taken')).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('still toasts a message for a field the form does not show, and one with no field', async () => {
    const hidden = await submitRefused(
      new ApiError({ code: 40001, status: 400, message: 'Pick a club', fields: { clubId: 'Pick a club' } }),
    );
    expect(hidden).toHaveBeenCalledWith('Pick a club', 5);
    cleanup();
    const general = await submitRefused(new ApiError({ code: 40300, status: 403, message: 'Not allowed' }));
    expect(general).toHaveBeenCalledWith('Not allowed', 5);
  });
});
