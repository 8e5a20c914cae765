import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@portal/ui/widgets/ui-icons.tsx';

export type Step = 1 | 2 | 3;
const STEPS = ['newChallenge.steps.choose', 'newChallenge.steps.review', 'newChallenge.steps.confirm'] as const;

/** The three steps of buying, the current one marked (aria-current="step") and the done ones ticked. */
export function Stepper({ current }: { current: Step }) {
  const { t } = useTranslation();
  return (
    <nav className="stepper" aria-label={t('newChallenge.stepProgress', { current, total: STEPS.length })}>
      <ol className="stepper__list">
        {STEPS.map((key, i) => {
          const step = i + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={key}
              className={`stepper__step stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="stepper__marker" aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : step}
              </span>
              <span className="stepper__label">{t(key)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
