import { LegStepper, type StepperLeg } from '@/components/booking/leg-stepper';

/** The chosen flights at the top of each funnel page, as the results page showed them. */
export function FunnelItinerary({ stepper }: { stepper: StepperLeg[] }) {
  return <LegStepper legs={stepper} current={stepper.length} />;
}
