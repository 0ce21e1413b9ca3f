"""Render a report in headless Chromium (Debian's `chromium` package) and list its layout problems.

`layout_problems(page)` loads a copy of the page with a small script appended that, once the page
has loaded, records what a reader would see as broken: the page wider than the window, an element
or a table cell running past its box, SVG text cut off by its chart or drawn over other text, and a
section with nothing in it (a heading with no content, or a table with a header and no rows). The
DOM is dumped with `--dump-dom` and the script's findings read back; nothing is downloaded, the
browser reads only the local file.

`python -m tests.controllers.analysis.browser PAGE PNG [ANCHOR]` writes a screenshot of PAGE from the
section whose id is ANCHOR (the README's: `docs/report.png`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

WINDOW = (1280, 1000)
CHECK = r"""
<script>
window.addEventListener('load', () => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  const said = (el) => (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
  if (document.documentElement.scrollWidth > width + 1)
    problems.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width && box.right > width + 1 && !el.closest('svg'))
      problems.push(`${el.tagName.toLowerCase()} runs to ${Math.round(box.right)}px (window ${width}px): ${said(el)}`);
  }
  for (const el of document.querySelectorAll('td, th, p, li, h1, h2, div'))
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline')
      problems.push(`${el.tagName.toLowerCase()} content overflows its box: ${said(el)}`);
  for (const svg of document.querySelectorAll('svg')) {
    const view = svg.viewBox.baseVal;
    const texts = [...svg.querySelectorAll('text')].map((t) => [t, t.getBBox()]);
    for (const [t, b] of texts)
      if (b.x < -0.5 || b.y < -0.5 || b.x + b.width > view.width + 0.5 || b.y + b.height > view.height + 0.5)
        problems.push(`chart text cut off: ${said(t)}`);
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i][1], b = texts[j][1];
        if (a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1)
          problems.push(`chart texts overlap: ${said(texts[i][0])} / ${said(texts[j][0])}`);
      }
  }
  for (const heading of document.querySelectorAll('h2')) {
    const section = [];
    for (let n = heading.nextElementSibling; n && n.tagName !== 'H2' && n.id !== 'asof-layout'; n = n.nextElementSibling)
      section.push(n);
    const shown = section.some((n) => n.tagName.toLowerCase() === 'svg' || n.querySelector('svg') || said(n));
    if (!shown) problems.push(`empty section: ${said(heading)}`);
    for (const table of section.filter((n) => n.tagName === 'TABLE'))
      if (table.rows.length < 2) problems.push(`table with no rows: ${said(heading)}`);
  }
  const out = document.createElement('pre');
  out.id = 'asof-layout';
  out.textContent = JSON.stringify(problems);
  document.body.appendChild(out);
});
</script>
"""
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
         "--mute-audio", "--allow-file-access-from-files")


def chromium() -> str:
    """The system Chromium; skipped where it is missing, except in CI (`.ci/run` installs it)."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed (apt-get install chromium chromium-driver; .ci/run does)")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    return found


def _run(arguments: list[str], profile: Path) -> str:
    done = subprocess.run([chromium(), *FLAGS, f"--user-data-dir={profile}", *arguments],
                          capture_output=True, text=True, timeout=120, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"chromium exited {done.returncode}: {done.stderr[-2000:]}")
    return done.stdout


def layout_problems(page: Path, window: tuple[int, int] = WINDOW) -> list[str]:
    """What renders broken in `page` at `window` size (an empty list: nothing)."""
    with tempfile.TemporaryDirectory() as folder:
        checked = page.parent / f".layout-{page.name}"  # beside the page: its relative links still resolve
        checked.write_text(page.read_text(encoding="utf-8").replace("</body>", CHECK + "</body>"), encoding="utf-8")
        try:
            dom = _run(["--virtual-time-budget=10000", f"--window-size={window[0]},{window[1]}", "--dump-dom",
                        checked.resolve().as_uri()], Path(folder))
        finally:
            checked.unlink()
    found = re.search(r'<pre id="asof-layout">(.*?)</pre>', dom, re.S)
    if found is None:
        raise RuntimeError("the layout script did not run (no result in the dumped DOM)")
    import html

    return list(json.loads(html.unescape(found.group(1))))


def screenshot(page: Path, png: Path, size: tuple[int, int] = (1280, 2000), anchor: str | None = None) -> None:
    """A PNG of `page` rendered at `size`, from its top or from the element with id `anchor`."""
    shown = page
    if anchor is not None:
        shown = page.parent / f".shot-{page.name}"
        # Everything before the anchored section hidden, so the shot starts there.
        hide = f"<style>body > *{{display:none}} #{anchor}, #{anchor} ~ *{{display:revert}}</style>"
        shown.write_text(page.read_text(encoding="utf-8").replace("</head>", hide + "</head>"), encoding="utf-8")
    try:
        with tempfile.TemporaryDirectory() as folder:
            _run([f"--window-size={size[0]},{size[1]}", f"--screenshot={png.resolve()}",
                  shown.resolve().as_uri()], Path(folder))
    finally:
        if shown != page:
            shown.unlink()


if __name__ == "__main__":
    screenshot(Path(sys.argv[1]), Path(sys.argv[2]), anchor=sys.argv[3] if len(sys.argv) > 3 else None)
