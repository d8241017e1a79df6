"""`referee alpha-cancel`: First-Class Letters' end-of-game alphabetical check, optimally."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from typing import Any

import click

from referee.dictionary import LexiconChoice, get_lexicon
from referee.games import Game, game_of
from referee.games.first_class.alphabetical import Entry, Order, OrderRuling, alpha_cancel
from referee.options import format_option, lexicon_options, resolve_inputs
from referee.progress import Progress, quiet_option
from referee.records import Document, Fields, Node, read_paths
from referee.render import Emitter, Format, table
from referee.runner import run_items


def parse_word(text: str) -> tuple[str, int]:
    """`apple=3` -> ("apple", 3); a bare word counts 1."""
    word, sep, score = text.partition("=")
    word = word.strip()
    if not word:
        raise click.BadParameter(f"expected WORD or WORD=SCORE, got {text!r}", param_hint="WORD")
    if not sep:
        return word, 1
    try:
        points = int(score.strip())
    except ValueError:
        raise click.BadParameter(f"{text!r}: SCORE must be a whole number", param_hint="WORD=SCORE") from None
    if points < 0:
        raise click.BadParameter(f"{text!r}: SCORE must be 0 or more", param_hint="WORD=SCORE")
    return word, points


def _object(words: Sequence[str | None], points: Sequence[int], ruling: OrderRuling,
            excluded: Sequence[int] = (), name: str | None = None) -> dict[str, Any]:
    """The contract's object ({"cancel", "kept", "score"}) plus the rows, for tables and scripts."""
    obj: dict[str, Any] = {}
    if name is not None:
        obj["name"] = name
    obj.update({"cancel": list(ruling.cancel), "kept": list(ruling.kept), "score": ruling.score,
                "excluded": list(excluded)})
    canceled, skipped = set(ruling.cancel), set(excluded)
    obj["rows"] = [{"row": n, "word": w, "points": p,
                    "ruling": "excluded" if n in skipped else "cancel" if n in canceled else "kept"}
                   for n, (w, p) in enumerate(zip(words, points, strict=True), start=1)]
    return obj


def _table(obj: dict[str, Any]) -> str:
    rows = [[r["row"], r["word"] or "", r["points"], r["ruling"]] for r in obj["rows"]]
    head = f"{obj['name']}\n" if "name" in obj else ""
    verdict = ("in alphabetical order" if not obj["cancel"]
               else f"cancel row{'s' if len(obj['cancel']) > 1 else ''} {', '.join(map(str, obj['cancel']))}")
    return f"{head}{table(rows, ['row', 'word', 'points', 'ruling'])}\n{verdict}; score kept {obj['score']}"


def _sheet_rows(node: Node) -> tuple[list[str | None], list[int], list[int]]:
    """A plain sheet: a list of rows, each `word`, `word=score`, {word, score}, {canceled: true} or null."""
    words: list[str | None] = []
    points: list[int] = []
    excluded: list[int] = []
    for number, item in enumerate(node.items("rows"), start=1):
        what = f"rows[{number}]"
        if item.is_null:
            words.append(None)
            points.append(0)
            excluded.append(number)
        elif item.is_mapping:
            fields = Fields(item, what, ["word", "score", "canceled", "round"])
            canceled = fields.get("canceled")
            word_node = fields.get("word")
            score = fields.get("score")
            value = score.integer(f"{what} score", minimum=0) if score else 1
            if canceled is not None and canceled.boolean(f"{what} canceled"):
                words.append(word_node.text(f"{what} word") if word_node else None)
                points.append(0)
                excluded.append(number)
            elif word_node is None:
                raise item.fail(f"{what}: missing 'word' (or canceled: true)")
            else:
                words.append(word_node.text(f"{what} word"))
                points.append(value)
        else:
            try:
                word, value = parse_word(item.text(what))
            except click.BadParameter as exc:
                raise item.fail(f"{what}: {exc.message}") from None
            words.append(word)
            points.append(value)
    return words, points, excluded


def _solve(words: Sequence[str | None], points: Sequence[int], excluded: Sequence[int],
           order: Order, name: str | None = None) -> dict[str, Any]:
    skip = set(excluded)
    entries = [Entry(n, w, p) for n, (w, p) in enumerate(zip(words, points, strict=True), start=1)
               if n not in skip and w is not None]
    return _object(words, points, alpha_cancel(entries, order), excluded, name)


def _from_document(document: Document, order: Order, lexicon: LexiconChoice) -> Iterator[dict[str, Any]]:
    root = document.root
    if root.is_sequence:
        yield _solve(*_sheet_rows(root), order)
        return
    if not root.is_mapping:
        raise root.fail(f"alpha-cancel: expected a First-Class Letters record or a sheet (rows: [...]), "
                        f"got {root.describe()}")
    values = root.fields("record")
    if "game" in values:
        if game_of(root) is not Game.FIRST_CLASS_LETTERS:
            raise values["game"].fail("alpha-cancel: only First-Class Letters records have an alphabetical check")
        from referee.games.first_class.record import order_sheets

        for sheet in order_sheets(root, get_lexicon(lexicon), order):
            words = [r.ruling.written if r.ruling else None for r in sheet.rows]
            points = [r.ruling.points if r.ruling and not r.ruling.canceled else 0 for r in sheet.rows]
            yield _object(words, points, sheet.order, sheet.excluded, sheet.name)
        return
    fields = Fields(root, "sheet", ["name", "rows", "total"])
    name_node = fields.get("name")
    yield _solve(*_sheet_rows(fields.require("rows")), order,
                 name=name_node.text("name") if name_node else None)


def _is_file_argument(arg: str) -> bool:
    """A FILE, not a WORD: `-`, a path that exists (a directory too: it is then one error, as
    grep reports one), or anything that looks like a path. A word has no slash, so a mistyped
    `fixtures/sheet.yml` is "cannot read", never ruled as a word."""
    return (arg == "-" or os.path.sep in arg or "/" in arg or os.path.exists(arg)
            or arg.lower().endswith((".yaml", ".yml", ".json", ".jsonl")))


@click.command("alpha-cancel", short_help="First-Class Letters: the cancellations that restore alphabetical order.")
@click.option("--order", "order_name", type=click.Choice([o.value for o in Order]), default=Order.WORD.value,
              show_default=True, help="Compare whole words (the rulebook) or only first letters (a house rule).")
@format_option
@lexicon_options
@quiet_option
@click.argument("args", nargs=-1, metavar="[FILE...] | [WORD[=SCORE]...]")
def command(order_name: str, fmt: Format, lexicon: LexiconChoice, args: tuple[str, ...],
            progress: Progress) -> int:
    """The cancellations that put a First-Class Letters sheet in alphabetical order, keeping the
    most points, then the most words; any remaining tie keeps the rows nearer the top.

    Give WORD[=SCORE] arguments (top row first; a bare word counts 1), or FILEs of YAML: First-Class
    Letters records (one result per player's sheet, or for the communal sheet; words are ruled
    first, and canceled words and canceled empty boxes take no part) or plain sheets (`rows:
    [apple=3, null, zebra=2]`). An argument that is `-`, names an existing file or directory, has
    a slash or ends in .yaml/.yml/.json is a FILE. Words compare case-insensitively and a
    repeated word is in order. Exit status 1 if a sheet needs cancellations.

    \b
    Examples:
      referee alpha-cancel zebra=1 apple=5 banana=5
      referee alpha-cancel --order first-letter apple=2 avocado=3 acorn=1
      referee example first-class-letters game-night > game-night.yaml
      referee alpha-cancel game-night.yaml
      referee example first-class-letters out-of-order | referee alpha-cancel -f json
    """
    order = Order(order_name)
    emitter = Emitter(fmt)
    files = [a for a in args if _is_file_argument(a)]
    if args and not files:
        parsed = [parse_word(a) for a in args]
        obj = _solve([w for w, _ in parsed], [p for _, p in parsed], (), order)
        emitter.item(obj, lambda: _table(obj))
        return 1 if obj["cancel"] else 0
    if args and len(files) != len(args):
        words = [a for a in args if a not in files]
        raise click.UsageError(f"give FILEs or WORDs, not both (words: {', '.join(words[:3])})")
    return run_items(progress.counted(read_paths(resolve_inputs(tuple(files)))), emitter,
                     lambda document: list(_from_document(document, order, lexicon)),
                     lambda obj: bool(obj["cancel"]), lambda obj: obj, _table)
