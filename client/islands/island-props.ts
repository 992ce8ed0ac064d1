/**
 * Props every island component receives besides its own: a stable id for its
 * element ids. Its own file, so a component needs nothing from the registry
 * that loads it.
 */
export interface IslandBaseProps {
  islandId: string;
}
