"""Write the man pages in man/, and the synopses docs/*.md quote, from the click definitions:
`python tools/gen_man.py`."""

from __future__ import annotations

from pathlib import Path

from referee.manpages import pages
from referee.synopses import regenerated

ROOT = Path(__file__).resolve().parent.parent
MAN_DIR = ROOT / "man"


def main() -> None:
    MAN_DIR.mkdir(exist_ok=True)
    wanted = {page.name for page in pages()}
    for stale in MAN_DIR.glob("*.1"):
        if stale.name not in wanted:
            stale.unlink()
    for page in pages():
        (MAN_DIR / page.name).write_text(page.text, encoding="utf-8")
        print(f"man/{page.name}")
    for doc in sorted((ROOT / "docs").glob("*.md")):  # the synopses the docs quote
        text = doc.read_text(encoding="utf-8")
        if regenerated(text) != text:
            doc.write_text(regenerated(text), encoding="utf-8")
            print(f"docs/{doc.name}")


if __name__ == "__main__":
    main()
