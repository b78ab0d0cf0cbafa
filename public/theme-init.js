// Applies the saved theme before first paint (external file so the CSP needs no inline script).
(function () {
  try {
    var t = localStorage.getItem('theme');
    if (t === 'dark') document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = t === 'dark' ? 'dark' : 'light';
  } catch (e) {
    /* storage blocked: stay light */
  }
})();
