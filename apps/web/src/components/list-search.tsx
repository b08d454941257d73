import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A search box's clear button, named by its icon (antd's icons are otherwise silent). */
export function useNamedClear() {
  const { t } = useTranslation();
  // The same object until the language changes: antd recomputes its clear button when it changes.
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('list.clearSearch')} /> }), [t]);
}

/**
 * The keyword box of a list. It shows the keyword in force (from the URL after a reload or a back
 * step) and applies a new one on Enter or the search button. Its two icon buttons (search, clear) are
 * named by their icons, as antd's icons are otherwise silent.
 */
export function ListSearch({
  keyword,
  onSearch,
  placeholder,
  testId,
  style = { width: 260, maxWidth: '100%' },
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  testId?: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const allowClear = useNamedClear();
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <Input.Search
      allowClear={allowClear}
      searchIcon={<SearchOutlined aria-label={t('list.search')} />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => onSearch(value.trim())}
      placeholder={placeholder}
      aria-label={placeholder}
      data-testid={testId}
      style={style}
    />
  );
}
