/**
 * The chat widget as the server renders it on public pages: the button
 * alone, fixed bottom-right (4rem; 3.5rem below 640 px, spec public-site §2),
 * so it never shifts the layout. The island loader brings app/islands/chat.js
 * when the browser is idle or at the first touch (docs/page-loading.md); the
 * chat's bundle and the window follow from there.
 */
export function ChatButton() {
  return (
    <div className="group" data-island="chat" data-island-when="idle">
      <button
        type="button"
        aria-label="Open chat"
        aria-expanded="false"
        aria-controls="chat-window"
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 group-data-open:max-sm:hidden sm:right-6 sm:bottom-6 sm:size-16"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
      </button>
    </div>
  );
}
