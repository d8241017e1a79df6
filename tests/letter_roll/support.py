"""What the Letter Roll rules tests share: the lexicon, a record ruled from text or a fixture, a round's lists ruled."""

from __future__ import annotations

from typing import Any

from referee.dictionary import get_lexicon
from referee.games import Adjudication
from referee.games.letter_roll.lists import rule_lists
from referee.games.letter_roll.record import adjudicate
from referee.records import load_text
from tests.conftest import FIXTURES

LEX = get_lexicon()


def judge(text: str) -> Adjudication:
    return adjudicate(load_text(text)[0].root, LEX)


def judge_file(name: str) -> Adjudication:
    return adjudicate(load_text((FIXTURES / "letter-roll" / name).read_text(encoding="utf-8"))[0].root, LEX)


def statuses(words: list[dict[str, Any]]) -> list[tuple[str, str, list[str]]]:
    return [(w["word"], w["status"], w["reasons"]) for w in words]


def rule(letters: str, lists: dict[str, list[str]], min_length: dict[str, int] | None = None
         ) -> dict[str, list[tuple[str, str, tuple[str, ...]]]]:
    rulings = rule_lists(LEX, list(letters), lists, min_length)
    return {p: [(w.word, w.status.value, w.reasons) for w in r.words] for p, r in rulings.items()}
