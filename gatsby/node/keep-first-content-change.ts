/**
 * gatsby develop (5.16.1) loses the first change to content/ after it starts when a page asks for
 * its data meanwhile: the words an editor saves in the CMS then stay old everywhere (GraphQL, the
 * query results in public/page-data/, every page) until the file changes again.
 *
 * Why, in node_modules/gatsby/dist: a changed file's node changes wait half a second, to be
 * batched, in the child machine gatsby develop idles in (state-machines/waiting/index.js:74,
 * batchingNodeMutations). A page asking for data whose query has not run (a first visit, or the
 * runtime prefetching a link: query on demand, utils/get-page-data.js:34) makes the develop
 * machine leave that state at once (state-machines/develop/index.js:247, `always` on
 * pendingQueryRuns), which stops the child. The batch survives only in the array the develop
 * machine handed the child (develop/index.js:269), and the develop machine holds one only once a
 * node change has reached it outside that state: its start context has none
 * (commands/develop-process.js:106), so the child's batch is a fresh `[]` of its own and is dropped.
 *
 * So one harmless node change, a touch of Gatsby's Site node, is queued as the dev server starts:
 * onCreateDevServer's actions are deferred (utils/start-server.js:495), the develop machine keeps
 * the change in an array of its own before it first idles, and every batch after finds that array.
 * It costs one more pass of createPages and the queries as the server starts.
 * __tests__/e2e/dev/cms-words.spec.ts fails without it.
 */
export interface TouchesNodes {
  getNode(id: string): { id: string; internal: { type: string } } | null | undefined
  actions: { touchNode(node: { id: string; internal: { type: string } }): void }
}

/** The node touched: Gatsby's own Site node, always there, none of the content's. */
export const TOUCHED_NODE_ID = "Site"

export function keepFirstContentChange({ getNode, actions }: TouchesNodes): void {
  const node = getNode(TOUCHED_NODE_ID)
  if (node) actions.touchNode(node)
}
