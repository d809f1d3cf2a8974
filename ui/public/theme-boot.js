// Apply the saved theme before the first paint so a dark-mode visitor never sees a white flash.
// The key must match THEME_STORAGE_KEY; jotai stores the value JSON-encoded. A file rather than an
// inline script, so the Content-Security-Policy allows scripts from 'self' only.
(() => {
  var theme = 'light';
  try {
    theme = JSON.parse(localStorage.getItem('adpilot-theme') || '"light"');
  } catch {}
  if (theme === 'dark') document.documentElement.className = 'dark';
})();
