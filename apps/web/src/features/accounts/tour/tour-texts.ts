import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TourTexts } from './tour-runner';
import type { TourStepId } from './tour-steps';

/** The tour's words in the language shown, for the runner (which draws them outside React). */
export function useTourTexts(): TourTexts {
  const { t } = useTranslation('accountTour');
  return useMemo(
    () => ({
      step: (id: TourStepId) => ({ title: t(`steps.${id}.title`), description: t(`steps.${id}.description`) }),
      progress: (current: number, total: number) =>
        t('controls.progress', { current: String(current), total: String(total) }),
      next: t('controls.next'),
      previous: t('controls.previous'),
      done: t('controls.done'),
      close: t('controls.close'),
    }),
    [t],
  );
}
