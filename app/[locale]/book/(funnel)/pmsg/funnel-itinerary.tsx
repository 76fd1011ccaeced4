import { LegStepper, type StepperLeg } from '@/components/flight-results/leg-stepper';

/** The chosen flights at the top of each funnel page, as the results page showed them. */
export function FunnelItinerary({ stepper }: { stepper: StepperLeg[] }) {
  return <LegStepper legs={stepper} current={stepper.length} />;
}
