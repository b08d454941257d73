import type { CardProps } from 'antd';

/**
 * The cards' header: a long title wraps instead of being cut to "Retos sema…" on a phone (the cards
 * put their buttons in the body there, as antd's header row does not wrap).
 */
export const CARD_STYLES: CardProps['styles'] = {
  header: { paddingBlock: 8 },
  title: { whiteSpace: 'normal' },
};
