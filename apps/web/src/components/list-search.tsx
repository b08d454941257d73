import { Input } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';

/**
 * The keyword box of a list. It shows the keyword in force (from the URL after a reload or a back
 * step) and applies a new one on Enter or the search button.
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
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <Input.Search
      allowClear
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
