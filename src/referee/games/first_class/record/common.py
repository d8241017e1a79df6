"""First-Class Letters' reader: what a record with rounds and a sheet as written share.

The mode, the variants, the special rows, a claimed score, and the players' sheets (each
player's rows read by the reader of that kind of record).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.games.first_class.claims import RowClaim, SheetClaim
from referee.games.first_class.model import DEFAULT_SPECIAL_ROWS, DICE, ROWS, FirstClassMode, FirstClassVariant
from referee.records import Fields, Node, left_as_printed

PLAYER_KEYS = ("name", "rows", "total")

RowsReader = Callable[[Node, str], tuple[RowClaim | None, ...]]
"""Reads a player's seven rows (with rounds, or as written on paper), given the player's name."""


def read_mode(fields: Fields) -> FirstClassMode:
    node = fields.get("mode")
    if node is None:
        return FirstClassMode.COMPETITIVE
    return FirstClassMode(node.choice("mode", [m.value for m in FirstClassMode]))


def read_variants(fields: Fields) -> tuple[FirstClassVariant, ...]:
    node = fields.get("variants")
    if node is None:
        return ()
    names = [m.value for m in FirstClassVariant]
    chosen: list[FirstClassVariant] = []
    entries = [node] if not node.is_sequence else node.items("variants")
    for entry in entries:
        variant = FirstClassVariant(entry.choice("variants entry", names))
        if variant in chosen:
            raise entry.fail(f"variants: {variant.value!r} is listed twice")
        chosen.append(variant)
    return tuple(chosen)


def read_special(fields: Fields) -> dict[int, str]:
    """The special rows' letters by row, top first: `{2: B, 4: L, 6: S}`, or the three letters of
    the setup roll for the printed sheet's rows 2, 4 and 6."""
    node = fields.require("special")
    special: dict[int, str] = {}
    if node.is_mapping:
        pairs = node.mapping("special")
        if pairs and all(value.is_null for _, value in pairs):  # `{2: ~, 4: ~, 6: ~}`, as `new` prints it
            raise left_as_printed(node, "special", "write the setup roll's letter beside each special row")
        for key, value in pairs:
            row = key.integer_key("special row", 1, ROWS)
            special[row] = value.letter(f"special row {row}")
    else:
        letters = node.letters("special")
        if len(letters) != DICE:
            raise node.fail(f"special: expected the {DICE} letters of the setup roll, got {len(letters)}")
        special = dict(zip(DEFAULT_SPECIAL_ROWS, letters, strict=True))
    if len(special) != DICE:
        raise node.fail(f"special: expected {DICE} special rows (row: letter), got {len(special)}")
    return dict(sorted(special.items()))


def read_claim(fields: Fields, key: str, what: str) -> int | None:
    node = fields.get(key)
    return node.integer(f"{what} {key}", minimum=0) if node else None


def read_players(fields: Fields, mode: FirstClassMode, read_rows: RowsReader) -> tuple[SheetClaim, ...]:
    """Every player's sheet: a name (once), seven rows, a claimed total; as many players as the mode plays."""
    players_node = fields.require("players")
    entries = players_node.items("players")
    if mode is FirstClassMode.SOLO and len(entries) != 1:
        raise players_node.fail(f"players: solo play has exactly one player, got {len(entries)}")
    if mode is FirstClassMode.COMPETITIVE and len(entries) < 2:
        raise players_node.fail(f"players: competitive play needs 2 or more players, got {len(entries)} "
                                f"(mode: solo for a solitaire game)")
    seen: set[str] = set()
    sheets: list[SheetClaim] = []
    for entry in entries:
        player = Fields(entry, "player", PLAYER_KEYS)
        name_node = player.require("name")
        name = name_node.text("player name")
        if name.lower() in seen:
            raise name_node.fail(f"player name: {name!r} is listed twice")
        seen.add(name.lower())
        rows = read_rows(player.require("rows"), name)
        sheets.append(SheetClaim(name, rows, read_claim(player, "total", f"{name}")))
    return tuple(sheets)


def unused_row(fields: Fields, what: str) -> None:
    """A row left as `referee new` printed it, every value `~`, is refused with what to write for a
    row not used yet, rather than as a row missing its word or round."""
    if fields.blank():
        raise left_as_printed(fields.node, what, "write null for a row not used yet")


def read_rows(node: Node, name: str) -> list[Node]:
    """A sheet's seven row entries, top of the sheet first."""
    entries = node.items(f"{name} rows")
    if len(entries) != ROWS:
        raise node.fail(f"{name} rows: expected {ROWS} entries, top of the sheet first (null for a row "
                        f"not used yet), got {len(entries)}")
    return entries
