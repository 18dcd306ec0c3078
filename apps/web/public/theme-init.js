// Applies the stored theme before the first paint, so a dark-theme visitor sees no flash.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  /* storage disabled */
}
