import { useEffect, useState } from "react";
import { applyTheme, currentTheme, type Theme } from "../lib/theme";
import { MoonIcon, SunIcon } from "./icons";

/** Icons switch by CSS (.dark), so the server's HTML is right before hydration whatever the theme. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);

  const toggle = () => {
    const next: Theme = currentTheme() === "dark" ? "light" : "dark";
    applyTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      className="icon-btn"
      aria-label="Dark theme"
      title="Toggle light or dark theme"
      aria-pressed={theme === null ? undefined : theme === "dark"}
      data-testid="theme-toggle"
    >
      <SunIcon className="dark:hidden" />
      <MoonIcon className="hidden dark:block" />
    </button>
  );
}
