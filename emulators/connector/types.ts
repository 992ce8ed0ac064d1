/** A classification entry as the product connector returns it. */
export interface MarketTreeElement {
  ID: string;
  Name: string;
  UserTypeID: "Market" | "Application" | "MarketApplication";
  ClassificationReference: { ClassificationID: string; Type: string; [field: string]: unknown }[];
  [field: string]: unknown;
}
