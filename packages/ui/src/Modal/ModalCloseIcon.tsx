/** The × of a modal's close button, drawn in the text colour; toasts' Dismiss uses it too. */
export function ModalCloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M3.7 3.7l8.6 8.6m0-8.6l-8.6 8.6"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
