// Specs set a marker on window: it survives a client-side navigation and is gone after a full page load.
declare global {
  interface Window {
    marker?: string | number
  }
}
export {}
