import { useCallback, useRef, useState } from 'react';
import type { CredentialsDialogSlot } from '../../../shared/composition/slots.ts';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { FILTER_NAMES, readFilters, type FilterName } from '../packages/package-filters.ts';
import { ChooseStep } from './choose-step.tsx';
import { OutcomeStep } from './outcome-step.tsx';
import { PendingStep } from './pending-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { Stepper, type Step } from './stepper.tsx';
import { usePackages } from './use-packages.ts';
import '../packages/packages.css';
import './new-challenge.css';

/** The step the address asks for (?step=1|2|3); a package without a step opens its details. */
function readStep(params: URLSearchParams): Step {
  const step = params.get('step');
  if (step === '3') return 3;
  if (step === '2' || (step === null && params.get('packageId'))) return params.get('packageId') ? 2 : 1;
  return 1;
}

/**
 * New challenge (also the signed-in Subscribe, /dashboard/subscribe-auth): choose a package, review and pay,
 * then the outcome. Everything that decides what shows is in the address, so back, forward and reload work.
 */
export default function NewChallengeScreen({ CredentialsDialog }: { CredentialsDialog: CredentialsDialogSlot }) {
  const [params, update] = useUpdateParams(false);
  const step = readStep(params);
  const packages = usePackages('trader');
  const [firstStep] = useState(step);
  const moved = useRef(false);
  if (step !== firstStep) moved.current = true;

  const choose = (packageId: string) =>
    update((next) => {
      next.set('step', '2');
      next.set('packageId', packageId);
      next.delete('discountCode');
    });
  const chooseAnother = useCallback(
    (replace = false) =>
      update((next) => {
        next.set('step', '1');
        ['packageId', 'discountCode', 'orderId'].forEach((name) => next.delete(name));
      }, replace),
    [update],
  );
  const setFilter = (name: FilterName, value: string | null) =>
    update((next) => (value === null ? next.delete(name) : next.set(name, value)), true);
  const clearFilters = () => update((next) => FILTER_NAMES.forEach((name) => next.delete(name)), true);
  const setCode = (code: string | null) =>
    update((next) => (code ? next.set('discountCode', code) : next.delete('discountCode')), true);

  const orderId = params.get('orderId');
  return (
    <div className="page new-challenge">
      <Stepper current={step} />
      {step === 1 && (
        <ChooseStep
          packages={packages}
          filters={readFilters(params)}
          onFilter={setFilter}
          onClearFilters={clearFilters}
          onChoose={choose}
          focusHeading={moved.current}
        />
      )}
      {step === 2 && (
        <ReviewStep
          packages={packages}
          packageId={params.get('packageId')}
          discountCode={params.get('discountCode')}
          onCodeChange={setCode}
          onBack={() => chooseAnother()}
          focusHeading={moved.current}
        />
      )}
      {step === 3 && orderId && (
        <OutcomeStep
          orderId={orderId}
          packages={packages}
          CredentialsDialog={CredentialsDialog}
          onChooseAnother={() => chooseAnother()}
        />
      )}
      {step === 3 && !orderId && (
        <PendingStep packages={packages} onChooseAnother={chooseAnother} focusHeading={moved.current} />
      )}
    </div>
  );
}
