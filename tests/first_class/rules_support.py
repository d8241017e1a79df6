"""What the First-Class Letters rules tests share: the lexicon, seven rounds of dice, a record
ruled from a mapping or YAML text, and the one-line error a broken record gets."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from referee.dictionary import get_lexicon
from referee.errors import RecordError
from referee.games import Adjudication
from referee.games.first_class.record import adjudicate
from referee.records import load_text

LEX = get_lexicon()
SEVEN_ROUNDS = [
    {"dice": ["C", "M", "R"], "dead": "A"},
    {"dice": ["B", "E", "T"], "dead": "O"},
    {"dice": ["S", "L", "N"], "dead": "E"},
    {"dice": ["D", "G", "N"], "dead": "Z"},
    {"dice": ["P", "A", "L"], "dead": "T"},
    {"dice": ["H", "O", "S"], "dead": "I"},
    {"dice": ["W", "R", "E"], "dead": "N"},
]
SPECIAL = {2: "C", 4: "M", 6: "R"}


def judge(record: dict[str, Any] | str) -> Adjudication:
    """The ruling of a record given as a mapping (dumped to YAML) or as YAML text, read as record.yaml."""
    text = record if isinstance(record, str) else yaml.safe_dump(record, sort_keys=False)
    [document] = load_text(text, "record.yaml")
    return adjudicate(document.root, LEX)


def competitive(*players: dict[str, Any], rounds: list[dict[str, Any]] | None = None,
                **extra: Any) -> dict[str, Any]:
    """A competitive record of these sheets: the seven rounds above unless `rounds`, special rows C, M, R."""
    return {"game": "first-class-letters", "special": SPECIAL,
            "rounds": SEVEN_ROUNDS if rounds is None else rounds, "players": list(players), **extra}


def rows_of(adj: Adjudication, player: int = 0) -> list[dict[str, Any]]:
    """A player's ruled rows, in sheet order."""
    rows: list[dict[str, Any]] = adj.record["players"][player]["rows"]
    return rows


def error_of(text: str) -> str:
    """The one error a record that cannot be ruled raises."""
    with pytest.raises(RecordError) as caught:
        judge(text)
    return str(caught.value)


ROUND_SEVEN_UNWRITTEN = """game: first-class-letters
special: {2: C, 4: M, 6: R}
rounds:
  - {dice: [C, M, R], dead: A}
  - {dice: [B, E, T], dead: O}
  - {dice: [S, L, N], dead: E}
  - {dice: [D, G, N], dead: Z}
  - {dice: [P, A, L], dead: T}
  - {dice: [H, O, S], dead: I}
  - {dice: [W, R, E], dead: N}
players:
  - name: Ana
    rows:
      - {word: abet, round: 2}
      - {word: cucumber, round: 1}
      - {word: dolls, round: 3}
      - {word: mending, round: 4}
      - {word: paella, round: 5}
      - {word: roughs, round: 6}
      - {word: wrestle, round: 7}
  - name: Carl
    rows:
      - {word: mercury, round: 1}
      - {word: cabinet, round: 2}
      - {word: Brooklyn, round: 3}
      - {word: midnight, round: 4}
      - {word: plural, round: 5}
      - {word: rooks, round: 6}
      - null
"""
"""All seven rounds rolled and Carl's round 7 row still null: a game in progress in round 7."""
