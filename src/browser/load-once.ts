/**
 * A download made once: the first call starts it, every later call shares its promise, and a
 * download that fails is forgotten, so that the next call tries again (a flaky connection, or a
 * deploy that replaced the file). Used for every part of the site whose code comes on demand:
 * sections and the footer near the viewport, the carousels' slider, the fade-in, the form's
 * toasts and send path, and EmailJS.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
