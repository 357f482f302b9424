/**
 * The nodes of a connection's edges. A removed image is deleted from the Relay store while edges in
 * other lists may still point at it; those edges read as null and are skipped.
 */
export function presentNodes<N>(edges: readonly { readonly node: N | null }[]): N[] {
  return edges.flatMap((edge) => (edge.node ? [edge.node] : []));
}
