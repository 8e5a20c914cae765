import { combineSlices, createAction, createDynamicMiddleware, type Dispatch } from '@reduxjs/toolkit';

/**
 * The store's reducer, which parts join as they load (Redux Toolkit's `combineSlices` and `inject`): the app puts
 * in its slices when it builds the store (app/store.ts); the API cache (shared/api/app-api.ts) injects itself
 * when the first screen that reads server data loads it, so a guest page such as /sign-in never loads RTK Query.
 * Every store the app (or a test) makes runs this one reducer.
 */
export const rootReducer = combineSlices({});

/** The store's middleware that joins later the same way: the API cache adds its own when it loads. */
export const dynamicMiddleware = createDynamicMiddleware();

/** Says to a store that a part joined, so its state takes the part in at once rather than at its next action. */
export const partJoined = createAction('store/partJoined');

// The stores made so far (one in the app, one per test), each told when a part joins: a screen's first render,
// right after its code loaded, then finds the part's state instead of nothing. Held weakly, so a store nobody
// uses any more (a finished test's) is not kept alive by this list.
const stores = new Set<WeakRef<Dispatch>>();

/** Registers a store so that it hears of every part that joins later. */
export function followJoins(dispatch: Dispatch): void {
  stores.add(new WeakRef(dispatch));
}

/** Tells every store that a part joined (after its `inject` and its middleware). */
export function announceJoin(): void {
  for (const ref of stores) {
    const dispatch = ref.deref();
    if (dispatch) dispatch(partJoined());
    else stores.delete(ref);
  }
}
