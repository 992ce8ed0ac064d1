/** Server-side wrapper of the step-flow island (competitive scout, recommendation tool). */
import { Island } from "../Island";
import type { IslandName } from "../registry";
import { StepFlow, type StepFlowProps } from "./StepFlow";

// Hydrates once the island registry lists "step-flow"; until then it works as its plain GET form.
const STEP_FLOW = "step-flow" as IslandName;

export function StepFlowIsland(props: StepFlowProps) {
  return <Island name={STEP_FLOW} component={StepFlow} props={props} />;
}
