/** Packaging materials: name, material, capacity and whether the pack is UN approved. */
import { L, type Localized } from "./localized.ts";

export interface PackagingSpec {
  name: Localized;
  material: string;
  capacity: number;
  unit: "kg" | "L";
  unApproved: "Yes" | "No";
}

export const PACKAGING: readonly PackagingSpec[] = [
  { name: L("Steel drum 200 L", "Stahlfass 200 L"), material: "Steel", capacity: 200, unit: "L", unApproved: "Yes" },
  { name: L("HDPE drum 220 L", "HDPE-Fass 220 L"), material: "HDPE", capacity: 220, unit: "L", unApproved: "Yes" },
  { name: L("IBC 1000 L", "IBC 1000 L"), material: "HDPE/steel cage", capacity: 1000, unit: "L", unApproved: "Yes" },
  {
    name: L("Paper bag 25 kg", "Papiersack 25 kg"),
    material: "Kraft paper/PE liner",
    capacity: 25,
    unit: "kg",
    unApproved: "No",
  },
  {
    name: L("Paper bag 10 kg", "Papiersack 10 kg"),
    material: "Kraft paper",
    capacity: 10,
    unit: "kg",
    unApproved: "No",
  },
  { name: L("Big bag 500 kg", "Big Bag 500 kg"), material: "PP woven", capacity: 500, unit: "kg", unApproved: "No" },
  { name: L("PE canister 30 L", "PE-Kanister 30 L"), material: "HDPE", capacity: 30, unit: "L", unApproved: "Yes" },
  { name: L("PE canister 5 L", "PE-Kanister 5 L"), material: "HDPE", capacity: 5, unit: "L", unApproved: "Yes" },
  {
    name: L("Fibre drum 50 kg", "Fibertrommel 50 kg"),
    material: "Cardboard/PE liner",
    capacity: 50,
    unit: "kg",
    unApproved: "No",
  },
  {
    name: L("Octabin 1000 kg", "Oktabin 1000 kg"),
    material: "Corrugated board",
    capacity: 1000,
    unit: "kg",
    unApproved: "No",
  },
  {
    name: L("Bulk road tanker", "Straßentankwagen"),
    material: "Stainless steel",
    capacity: 24000,
    unit: "kg",
    unApproved: "Yes",
  },
  {
    name: L("Pellet sack 25 kg", "Granulatsack 25 kg"),
    material: "PE/aluminium laminate",
    capacity: 25,
    unit: "kg",
    unApproved: "No",
  },
];
