import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { cleanup, render, screen } from '@testing-library/react';
import { Button, Pagination, Select } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ListSearch } from '../components/list-search.tsx';
import { NumberInput } from '../components/number-input.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { AntdProvider } from './provider.tsx';

// antd's icons named themselves after their file ("plus", "left"), in English, inside every control:
// a Spanish screen reader read "plus Nueva sede". patches/ makes them silent unless given a name.
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe("antd's icons", () => {
  it('leave a button its own words as its name', () => {
    render(<Button icon={<PlusOutlined />}>Nueva sede</Button>);
    expect(screen.getByRole('button').textContent).toBe('Nueva sede');
    expect(screen.getByRole('button', { name: 'Nueva sede' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('name a control when given a name, as an icon-only button needs', () => {
    render(<Button icon={<SearchOutlined aria-label="Buscar" />} />);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });

  it("name the pagination's arrows in the page's language", async () => {
    await changeLanguage('es');
    render(
      <AntdProvider>
        <Pagination current={2} total={50} onChange={() => {}} />
      </AntdProvider>,
    );
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
  });

  it("name a list's search and clear buttons", async () => {
    await changeLanguage('es');
    render(
      <AntdProvider>
        <ListSearch keyword="ana" onSearch={() => {}} placeholder="Buscar socios" />
      </AntdProvider>,
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeTruthy();
  });

  it("keep a number box's mouse-only arrows out of the way: no buttons named in English", () => {
    render(<NumberInput aria-label="Puntos" />);
    expect(screen.getByRole('spinbutton', { name: 'Puntos' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("name a select's clear button in the page's language, not rc-select's English 'Clear'", async () => {
    await changeLanguage('es');
    render(
      <AntdProvider>
        <Select allowClear aria-label="Sede" value={1} options={[{ value: 1, label: 'Centro' }]} />
      </AntdProvider>,
    );
    expect(screen.getByRole('button', { name: 'Borrar la selección' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
