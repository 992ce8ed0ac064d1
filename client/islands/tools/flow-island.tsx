/** Server-side wrapper of the step-flow island (competitive scout, recommendation tool). */
import { Island } from "../Island";
import { StepFlow, type StepFlowProps } from "./StepFlow";

export function StepFlowIsland(props: StepFlowProps) {
  return <Island name="step-flow" component={StepFlow} props={props} />;
}
