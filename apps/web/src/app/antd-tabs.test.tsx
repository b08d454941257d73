import { cleanup, render, screen } from '@testing-library/react';
import { Tabs } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

// rc-tabs put role="tablist" on the whole header, which also holds the overflow ("more") button: a
// tablist may own only tabs (axe aria-required-children, critical, on every club page). patches/
// puts the role on the list of tabs alone.
describe("antd's tabs", () => {
  it('make a tablist of the tabs alone, with the overflow button beside it', () => {
    const items = ['Statistic', 'Information', 'Members'].map((label, i) => ({ key: String(i), label }));
    const { container } = render(<Tabs items={items} />);
    const tablist = screen.getByRole('tablist');
    const owned = [...tablist.querySelectorAll('[role]')].map((el) => el.getAttribute('role'));
    expect(owned).toEqual(['tab', 'tab', 'tab']);
    const more = container.querySelector('.ant-tabs-nav-more');
    expect(more).not.toBeNull();
    expect(tablist.contains(more)).toBe(false);
    expect(tablist.getAttribute('aria-orientation')).toBe('horizontal');
  });
});
