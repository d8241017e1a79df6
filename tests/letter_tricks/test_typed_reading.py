"""LetterTricks' table, `--analyse` analysis and its table, standings summary and what-if read the
typed result only (issue 12): with the JSON object emptied down to its `game`, they say the same.
And no ruling is remembered from one record to the next."""

from __future__ import annotations

import pytest

from referee.dictionary import get_lexicon
from referee.games import Adjudication, Game, adjudicate
from referee.games.analysis import analyse
from referee.games.letter_tricks.cards import LetterCard
from referee.games.letter_tricks.result import ruled
from referee.games.letter_tricks.result.analysis import analysed
from referee.games.letter_tricks.scoring import SuitMemo, find_victory
from referee.games.letter_tricks.table import record_table
from referee.records import load_text
from referee.standings.summary import summarise
from referee.standings.whatif import changes
from referee.tables.analysis import analysis_table
from tests.conftest import FIXTURES

LT = FIXTURES / "letter-tricks"


@pytest.mark.parametrize("name", ["four-players", "three-players", "team", "cooperative", "wrong-pick"])
def test_the_readers_need_no_json_object(name: str) -> None:
    lexicon = get_lexicon()
    for document in load_text((LT / f"{name}.yaml").read_text(encoding="utf-8")):
        ruling = adjudicate(document.root, lexicon)
        ruling.analysis = analyse(ruling, lexicon)
        blank = Adjudication(Game.LETTER_TRICKS, {"game": "letter-tricks"}, ruling.disputes, ruling.result,
                             ruling.analysis)
        assert record_table(blank) == record_table(ruling)
        assert analysis_table(blank) == analysis_table(ruling)
        assert analyse(blank, lexicon).as_json() == ruling.analysis.as_json()  # type: ignore[union-attr]
        assert summarise(blank, "night", "file") == summarise(ruling, "night", "file")
        assert changes(blank, ruling) == []


def test_another_games_ruling_is_refused() -> None:
    """A wrong dispatch is a TypeError, not a table built from the wrong game's result."""
    other = Adjudication(Game.LETTER_ROLL, {"game": "letter-roll"}, [], object())
    with pytest.raises(TypeError, match="not a LetterTricks result"):
        ruled(other)
    with pytest.raises(TypeError, match="not a LetterTricks analysis"):
        analysed(other)


def test_the_victory_search_remembers_nothing_between_records() -> None:
    """A record's replay keeps its own memo of suit options; a search without one finds the same
    words, and two rulings of one record are the same."""
    lexicon = get_lexicon()
    team = [LetterCard.parse(t) for t in "Y:C Y:O Y:D Y:E M:X B:B B:L B:A B:N M:K R:W R:I R:N R:D R:S".split()]
    memo: SuitMemo = {}
    remembered = find_victory(lexicon, team, 5, memo)
    assert memo and remembered is not None
    assert find_victory(lexicon, team, 5, memo) == remembered == find_victory(lexicon, team, 5)
    text = (LT / "team.yaml").read_text(encoding="utf-8")
    first, second = (adjudicate(load_text(text)[0].root, lexicon) for _ in range(2))
    assert first.record == second.record


def test_a_record_is_read_into_claims_before_it_is_replayed() -> None:
    """The reader types what the record says (seats from 0, cards, claims as written); the replay
    rules on that alone, and leaves it as it found it: replayed twice, the claims rule the same."""
    from referee.games.letter_tricks.claims import ScoreClaim, TrickClaims
    from referee.games.letter_tricks.record.game import read_record
    from referee.games.letter_tricks.replay import replay

    text = """game: letter-tricks
players: [Ann, Bob, Cat, Dan]
hands:
  - tricks:
      - {leader: Ann, plays: [Y:C, Y:M, B:V, Y:A], picks: {Bob: Y:M, Dan: Y:A}, winner: cat}
    words: {Dan: [a]}
    scores: {dan: 2}
totals: {Dan: 1}
"""
    claims = read_record(load_text(text)[0].root)
    [hand] = claims.hands
    card = LetterCard.parse
    assert hand.tricks == [TrickClaims((card("Y:C"), card("Y:M"), card("B:V"), card("Y:A")), 0,
                                       {1: card("Y:M"), 3: card("Y:A")}, (2, "cat"))]
    assert hand.words == {3: ["a"]} and hand.scores == [ScoreClaim("Dan", "dan", 2)]
    assert claims.totals == [ScoreClaim("Dan", "Dan", 1)]
    first, second = replay(claims, get_lexicon()), replay(claims, get_lexicon())
    assert first.as_json() == second.as_json()
    # Y:M is the highest yellow: Bob won, not Cat; Dan's "a" (Y:A) scores 1, as the total says.
    assert [d.text for d in first.disputes] == ["hand 1, trick 1: the record says cat won; Bob did with Y:M",
                                                "hand 1, scores: dan claims 2, scores 1"]
