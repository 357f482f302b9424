/**
 * A Relay connection over one page read forward from `after`: edges with their cursors, and page info that says a
 * page came before whenever the client gave a cursor.
 */
export function forwardConnection<T>(page: T[], hasNextPage: boolean, after: string | null | undefined, cursorOf: (node: T) => string) {
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: Boolean(after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A connection of profiles that are not a search's results: no distance to sort by, so none on the edges. */
export function profileConnection<T>(connection: ReturnType<typeof forwardConnection<T>>) {
  return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, distance: null })) };
}
