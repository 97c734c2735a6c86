// React Router's default browser entry (hydrateRoot(document) with HydratedRouter), adapted to
// Preact, which the browser bundle runs on instead of React (ADR 0090), and hydrating in turns
// (ADR 0093). Four workarounds:
//
// 1. Preact renders into document.documentElement when given the document, so the root layout's
//    <html> would become a second <html> inside the first and the whole page would be rebuilt
//    (its inline scripts re-inserted). Here <html> renders as a fragment: Preact hydrates <head>
//    and <body> in place; <html lang> stays as prerendered.
// 2. HydratedRouter's first render throws a promise while it decodes the prerendered state (React
//    Router's inline turbo-stream). React suspends the root for that; Preact cannot suspend a
//    document's root (a <Suspense> around it would keep only <head> and drop <body>). So the first
//    call happens here, outside rendering: it starts the decoding and throws its promise; we wait,
//    then hydrate, and the router is created on that render from the decoded state. Anything else
//    the early call throws is left to the real render to report.
// 3. React's prerender puts into <head> links that no component renders there: a preload for the
//    high-priority image and the modulepreloads that <Scripts> renders in <body>. Preact matches
//    the head's elements by tag, in order, so the image preload would be taken for the canonical
//    link, and the next navigation would rewrite the wrong elements. By now their fetches have
//    started (this module is one of them), so they are removed before hydrating.
import { Fragment, options } from 'preact';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdTurns, releaseTurns } from './lib/hydration-turns';

const nextVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment;
  nextVNodeHook?.(vnode);
};

for (const hoisted of document.head.querySelectorAll(
  'link[rel="preload"][as="image"], link[rel="modulepreload"]',
))
  hoisted.remove();

async function prerenderedStateDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
}

// 4. The router is built from the decoded state on HydratedRouter's first call, before its first
//    hook. Calling it once more outside rendering, in a task of its own, builds it there (the
//    routes ranked, the URL matched, ~10 ms on a slow phone) instead of inside the hydration's long
//    task; the hook then throws for want of a component, which is expected and ignored.
function routerBuilt(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      try {
        HydratedRouter({});
      } catch {
        // the first hook, called outside rendering
      }
      // Resolved from the next task, so that hydrating does not join this one.
      setTimeout(resolve, 0);
    }, 0),
  );
}

void prerenderedStateDecoded()
  .then(routerBuilt)
  .then(() => {
    // Parts in <HydrateInTurn> wait for this pass to end, then hydrate one per task (ADR 0093).
    holdTurns();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    releaseTurns();
  });
