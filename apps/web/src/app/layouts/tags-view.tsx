import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useActionMenu } from '../../hooks/use-action-menu.ts';
import { titleKeyOf, usePageTitles } from '../../hooks/use-page-title.ts';
import { useRouteMeta } from '../root-route.tsx';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  getVisitedViews,
  refreshView,
  type TVisitedView,
  useVisitedViews,
  viewKeyOf,
} from './visited-views.ts';

const CONTEXT_MENU_WIDTH = 105;

/** Tabs of the visited pages with their context menu (SPEC.md sections 2 and 4). */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The active view, as the tags know it (a club page is one tag whatever its tab).
  const pathname = viewKeyOf(useRouteMeta()?.path, useLocation().pathname);
  const views = useVisitedViews();
  const named = usePageTitles();
  const { token } = theme.useToken();
  const strip = useRef<HTMLDivElement>(null);

  // The current page's tag is always in sight, however many tags there are (a phone shows two or three),
  // also once its page names it (a workout's date, a member's name: a longer tag). In the next frame,
  // not in the effect: scrolling lays the page out, which in the effect joins the long task that
  // commits the page (a cold visit's whole shell); in the frame it is the frame's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tag's new name changes its width.
  useEffect(() => {
    if (!views.some((view) => view.path === pathname)) return;
    const frame = requestAnimationFrame(() => {
      const tags = strip.current?.querySelectorAll<HTMLElement>('[data-path]') ?? [];
      const current = [...tags].find((tag) => tag.dataset.path === pathname);
      current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, views, named]);

  // Closing the active tab goes to the last remaining tab, or / when none is left.
  const leaveIfClosed = () => {
    const remaining = getVisitedViews();
    if (remaining.some((view) => view.path === pathname)) return;
    navigate(remaining.at(-1)?.fullPath ?? '/');
  };

  const onMenu = (view: TVisitedView, key: string) => {
    if (key === 'refresh') {
      refreshView(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: true });
      return;
    }
    if (key === 'close') closeView(view.path);
    if (key === 'others') {
      closeOtherViews(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
      return;
    }
    if (key === 'all') closeAllViews();
    leaveIfClosed();
  };

  return (
    <div
      ref={strip}
      role="tablist"
      aria-label={t('tags.label')}
      data-testid="tags-view"
      // A mouse wheel scrolls the tags sideways, so the hidden ones are reached without a trackpad.
      onWheel={(event) => {
        if (strip.current && event.deltaY !== 0 && event.deltaX === 0)
          strip.current.scrollLeft += event.deltaY;
      }}
      style={{
        display: 'flex',
        gap: 4,
        overflowX: 'auto',
        padding: '4px 8px',
        // A tag scrolled into sight keeps the strip's padding from the screen's edge.
        scrollPaddingInline: 8,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      {views.map((view) => {
        const title =
          named[titleKeyOf(view.fullPath.split('?')[0] ?? '')] ??
          (view.titleKey ? t(view.titleKey) : t('tags.noName'));
        return (
          <VisitedTag
            key={view.path}
            view={view}
            title={title}
            active={view.path === pathname}
            onOpen={() => navigate(view.fullPath)}
            onClose={() => {
              closeView(view.path);
              leaveIfClosed();
            }}
            onMenu={(key) => onMenu(view, key)}
          />
        );
      })}
    </div>
  );
}

/**
 * One visited page's tag. Its context menu (right click, or the keyboard's menu key or Shift+F10) is a
 * menu of the app like any other (hooks/use-action-menu.ts): it takes focus as it opens and gives it
 * back to the tag.
 */
function VisitedTag(props: {
  view: TVisitedView;
  title: string;
  active: boolean;
  onOpen: () => void;
  onClose: () => void;
  onMenu: (key: string) => void;
}) {
  const { view, title, active, onOpen, onClose, onMenu } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { dropdown } = useActionMenu({
    // At least the 105 px of SPEC.md, wider rather than wrapping a long entry ("Cerrar las demás").
    style: { minWidth: CONTEXT_MENU_WIDTH, whiteSpace: 'nowrap' },
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
      { key: 'others', label: t('tags.closeOthers') },
      { key: 'all', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      onMenu(key);
    },
  });
  return (
    <Dropdown trigger={['contextMenu']} {...dropdown}>
      <div
        role="tab"
        // Named by its page alone: a tab's content is presentational, and read as its name the close
        // icon's label made every tab "Clubs Close Clubs".
        aria-label={title}
        tabIndex={0}
        aria-selected={active}
        // Its context menu, said to a screen reader as it is to a mouse by the right click.
        aria-haspopup="menu"
        data-path={view.path}
        onClick={onOpen}
        // Enter or Space opens the page; Delete closes its tag (the pointer's small ×).
        aria-keyshortcuts={view.affix ? undefined : 'Delete'}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onOpen();
          } else if (event.key === 'Delete' && !view.affix) onClose();
        }}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          flex: 'none',
          height: 26,
          paddingInline: 8,
          fontSize: 12,
          cursor: 'pointer',
          border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
          background: active ? token.colorPrimary : token.colorBgContainer,
          color: active ? token.colorTextLightSolid : token.colorText,
          borderRadius: token.borderRadiusSM,
        }}
      >
        {title}
        {!view.affix && (
          <CloseOutlined
            aria-label={t('tags.closeOne', { title })}
            style={{ fontSize: 10 }}
            onClick={(event) => {
              event.stopPropagation();
              onClose();
            }}
          />
        )}
      </div>
    </Dropdown>
  );
}
