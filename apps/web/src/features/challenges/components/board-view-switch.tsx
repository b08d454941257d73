import { CHALLENGE_BOARD_VIEWS, type TChallengeBoardView } from '@pulseboard/contract/challenges';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FitSegmented } from '../../../components/fit-segmented.tsx';

/** The board's view in the URL (`?view=members`); undefined: the server's default for the challenge. */
export function useBoardView(): [TChallengeBoardView | undefined, (view: TChallengeBoardView) => void] {
  const [params, setParams] = useSearchParams();
  const view = CHALLENGE_BOARD_VIEWS.find((v) => v === params.get('view'));
  return [view, (next) => setParams({ view: next }, { replace: true })];
}

/** Teams or every participant: only a team challenge has the choice. */
export function BoardViewSwitch({
  value,
  onChange,
}: {
  value: TChallengeBoardView;
  onChange: (view: TChallengeBoardView) => void;
}) {
  const { t } = useTranslation();
  return (
    <FitSegmented<TChallengeBoardView>
      aria-label={t('challenges.board.view')}
      value={value}
      onChange={onChange}
      options={CHALLENGE_BOARD_VIEWS.map((v) => ({ value: v, label: t(`challenges.board.view.${v}`) }))}
    />
  );
}
