import type { CreateWebpackConfigArgs } from "gatsby"

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints):
 * with this comment at the top of a script, Chrome compiles all of its functions
 * on a background thread while the file streams in. Without it V8 compiles each
 * function on the main thread the first time it is called, and starting the app
 * calls most of these files' functions at once (what that costs: docs/performance.md).
 * Other browsers read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * The files every first visit runs at once: webpack's runtime, React, Gatsby's
 * app with the layout, and the page template's chunk (one template draws every page).
 * Not the chunks loaded as the visitor nears a section or acts (sections, footer,
 * carousel, e-mail, toasts, AOS, and `commons`, the code the sections share): most of
 * their functions may never run.
 */
export const FILES_RUN_ON_LOAD = /^(webpack-runtime|framework|app|component---)[\w.-]*\.js$/

/**
 * The webpack processAssets stage for the comment: after minifying (Terser runs
 * at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400, and drops comments), before the
 * source maps are made (DEV_TOOLING, 500), so they stay exact.
 */
const AFTER_MINIFYING = 401

/** The webpack plugin that writes the hint at the top of every file a first visit runs. */
export const compileHintBanner = (plugins: CreateWebpackConfigArgs["plugins"]) =>
  plugins.banner({
    banner: COMPILE_HINT,
    raw: true,
    test: FILES_RUN_ON_LOAD,
    stage: AFTER_MINIFYING,
  })
