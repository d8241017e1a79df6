"""Which word a misspelling meant (docs/rulings.md, "Misspellings"): the slip costs, the ranking, the clear rule.

Expectations are worked by hand from the cost table in referee.dictionary.slip_costs, or are the
rulings the rule exists for (the classics get theirs; a real word is never corrected; a wrong
first letter or two equally likely words give no clear correction).
"""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import HouseRules, Lexicon, WordList, load_default
from referee.dictionary import meant as m
from referee.dictionary import slip_costs as c
from referee.dictionary.floor import Floors, Step, cheapest_chain, least_left_out
from referee.dictionary.meant import meant, slip_cost
from referee.dictionary.nearby import distance

LEXICON = load_default()
CHEAPEST_PER_EDIT = min(c.DOUBLING, c.SOUND_ALIKE / 2)
"""The least any slip costs per edit, worked from the cost table: a doubled letter written once,
or half a sound-alike spelling (which stands for at most two edits). No floor may be below it."""


def test_slips_people_make_often_cost_less_than_other_edits() -> None:
    assert slip_cost("recieve", "receive") == pytest.approx(c.VOWELS_SWAPPED)  # i and e swapped
    assert slip_cost("thier", "their") == pytest.approx(c.VOWELS_SWAPPED)
    assert slip_cost("wrod", "word") == pytest.approx(c.SWAP)  # o and r: not two vowels
    assert slip_cost("untill", "until") == pytest.approx(c.DOUBLING)  # l written twice
    assert slip_cost("comming", "coming") == pytest.approx(c.DOUBLING)
    # A doubled letter written where the word has none is a stray letter and its double: sette is
    # not "see" with two cheap slips (it was, and Letter Roll read sette as see).
    assert slip_cost("sette", "see") == pytest.approx(c.STRAY_LETTER + c.DOUBLING)
    assert slip_cost("seperate", "separate") == pytest.approx(c.VOWEL_FOR_VOWEL)
    assert slip_cost("tomatoe", "tomato") == pytest.approx(c.FINAL_E)
    assert slip_cost("speshal", "special") == pytest.approx(c.SOUND_ALIKE)  # sh for ci
    assert slip_cost("cucmber", "cucumber") == pytest.approx(c.LEFT_OUT_VOWEL)
    assert slip_cost("wprd", "word") == pytest.approx(c.NEAR_KEY)  # p is next to o
    assert slip_cost("wzrd", "word") == pytest.approx(c.OTHER_LETTER)  # z is far from o
    assert slip_cost("bountries", "countries") == pytest.approx(c.OTHER_LETTER + c.FIRST_LETTER)  # b is far from c
    assert slip_cost("word", "word") == 0.0


@pytest.mark.parametrize(("word", "left_out", "stray"), [
    # "a doubled letter written once or a single one twice (untill, comming) ... a stray final e
    # (tomatoe); a letter left out costs less than one added" (docs/rulings.md): one l of untill
    # costs DOUBLING either way (the other is the letter itself: leaving out both is two slips),
    # the other letters a vowel's or another letter's cost left out, STRAY_LETTER stray.
    ("untill", [c.LEFT_OUT_VOWEL, c.LEFT_OUT_LETTER, c.LEFT_OUT_LETTER, c.LEFT_OUT_VOWEL, c.LEFT_OUT_LETTER,
                c.DOUBLING], [c.STRAY_LETTER] * 5 + [c.DOUBLING]),
    ("tomatoe", [c.LEFT_OUT_LETTER, c.LEFT_OUT_VOWEL] * 3 + [c.FINAL_E], [c.STRAY_LETTER] * 6 + [c.FINAL_E]),
    # A final e that is doubled is a doubled letter (agree: the last of the two e's).
    ("agree", [c.LEFT_OUT_VOWEL, c.LEFT_OUT_LETTER, c.LEFT_OUT_LETTER, c.LEFT_OUT_VOWEL, c.DOUBLING],
     [c.STRAY_LETTER] * 4 + [c.DOUBLING]),
])
def test_what_each_letter_costs_left_out_or_stray(word: str, left_out: list[float], stray: list[float]) -> None:
    # The one statement of these costs, which the slip table and both floors read.
    assert c.extra_costs(word, True) == c.left_out_costs(word) == left_out
    assert c.extra_costs(word, False) == stray


def test_a_slip_costs_more_than_any_difference_in_how_common_two_words_are() -> None:
    # One ordinary edit (cost 1) weighs as much as four powers of ten of frequency.
    assert m.score(10_000, 1.0) == pytest.approx(m.score(1, 0.0))
    assert m.score(100, 0.4) > m.score(1_000, 0.7)  # 2 - 1.6 = 0.4 against 3 - 2.8 = 0.2


@pytest.mark.parametrize(("written", "meant_word"), [
    ("recieve", "receive"), ("wierd", "weird"), ("definately", "definitely"), ("seperate", "separate"),
    ("tomatoe", "tomato"), ("untill", "until"), ("trubble", "trouble"), ("accomodate", "accommodate"),
    ("teh", "the"), ("truely", "truly"),
])
def test_the_classics_get_their_correction(written: str, meant_word: str) -> None:
    assert LEXICON.check(written).corrected == meant_word


@pytest.mark.parametrize(("written", "shown"), [
    ("packged", {"packed", "packaged"}),       # both one edit away, both likely
    ("bountries", {"bounties", "boundaries"}),  # never countries: the first letter is right
    ("fone", {"fine", "phone"}),              # fine is commoner, phone sounds the same
])
def test_no_clear_correction_when_two_words_are_as_likely(written: str, shown: set[str]) -> None:
    verdict = LEXICON.check(written)
    assert (verdict.valid, verdict.corrected) == (False, None)
    assert shown <= set(verdict.candidates)


@pytest.mark.parametrize("word", ["texting", "admin", "webinar", "stepmom", "barista", "hashtags", "selfie", "apps"])
def test_real_words_are_never_corrected(word: str) -> None:
    verdict = LEXICON.check(word)
    assert (verdict.valid, verdict.corrected, verdict.candidates) == (True, None, ())


def test_abbreviations_and_artefacts_stay_out() -> None:
    assert [LEXICON.check(w).reasons[0].value for w in ("oct", "aug", "capt", "univ")] == ["abbreviation"] * 4
    assert not LEXICON.check("gre").valid


def test_the_clear_correction_needs_a_margin_over_the_runner_up() -> None:
    # A tiny lexicon with made-up counts: f is a neighbour of both d and t on the keyboard, so
    # "card" and "cart" are equal slips from "carf"; only the counts decide, and they must differ
    # by the margin (10 ** 1.25, about 18 times).
    def lexicon(counts: dict[str, int]) -> Lexicon:
        return Lexicon("t", WordList.from_words(counts), WordList.from_words([]), WordList.from_words([]),
                       HouseRules(), load_counts=lambda: counts)

    assert slip_cost("carf", "card") == slip_cost("carf", "cart") == pytest.approx(c.NEAR_KEY)
    near = {"card": 1, "cart": 1}
    assert meant(lexicon({"card": 100, "cart": 10}), "carf", near).clear is None  # 10 times: not enough
    assert meant(lexicon({"card": 1000, "cart": 10}), "carf", near).clear == "card"  # 100 times
    assert meant(lexicon({"card": 1000, "cart": 10}), "carf", near).candidates == ("card", "cart")


def test_short_words_and_costly_slips_are_never_clear() -> None:
    def lexicon(counts: dict[str, int]) -> Lexicon:
        return Lexicon("t", WordList.from_words(counts), WordList.from_words([]), WordList.from_words([]),
                       HouseRules(), load_counts=lambda: counts)

    assert meant(lexicon({"at": 1000}), "ax", {"at": 1}).clear is None  # 2 letters: too short to guess
    far = slip_cost("qzxw", "quiz")
    assert far > m.MAX_CLEAR_COST
    assert meant(lexicon({"quiz": 10**6}), "qzxw", {"quiz": 2}).clear is None


def _every_candidate_costed(written: str) -> list[tuple[float, str]]:
    """The ranking without the bound: every candidate's exact score, sorted."""
    found = LEXICON.nearby.near(written)
    return sorted((-m.score(LEXICON.count(w), slip_cost(written, w)), w) for w in found)[:m.SHOWN]


@pytest.mark.parametrize("written", ["recieve", "fone", "speshal", "bountries", "qiuz", "teh", "xylofone",
                                     "kwik", "phunny", "aple", "hte", "nowledge", "zzzx", "abcdefg"])
def test_the_bound_leaves_the_ranking_as_costing_every_candidate_would(written: str) -> None:
    # A candidate is skipped only when its best possible score is below the fifth exact score,
    # so the shown candidates, their order and the clear correction's margin are unchanged.
    found = LEXICON.nearby.near(written)
    shown, costs = m.ranked_best(written, LEXICON.counts_of(list(found)), found)
    assert shown == _every_candidate_costed(written)
    assert all(costs[w] >= CHEAPEST_PER_EDIT * found[w] for w in costs)


def test_every_slip_costs_at_least_the_bound_per_edit() -> None:
    # The bound's premise, on pairs where a different first letter is a sound-alike spelling.
    for written, word in [("fone", "phone"), ("kwik", "quick"), ("sertain", "certain"), ("untill", "until")]:
        assert slip_cost(written, word) >= CHEAPEST_PER_EDIT * distance(written, word)


def _floors(written: str) -> Floors:
    slips = m.Slips(written)
    return Floors(written, slips.stray, slips.inside)


@pytest.mark.parametrize(("written", "word", "edits", "least"), [
    # A word one letter longer needs a letter left out: word has a vowel, no doubled letter.
    ("wrd", "word", 1, c.LEFT_OUT_VOWEL),
    # Two letters longer, two left out; "chart" has no doubled letter and no final e.
    ("cat", "chart", 2, 2 * c.LEFT_OUT_VOWEL),
    # "spelling" doubles its l, so the letter left out may cost only DOUBLING.
    ("speling", "spelling", 1, c.DOUBLING),
    # As long as each other, two edits: a stray l (ballon doubles it) and a letter left out
    # beat two replacements or swaps (0.7 each at the least).
    ("ballon", "baron", 2, c.DOUBLING + c.LEFT_OUT_VOWEL),
    # "cat" has no doubled letter and no final e: a stray letter costs STRAY_LETTER, so one edit
    # from a shorter word costs that, and a different first letter adds FIRST_LETTER.
    ("cat", "at", 1, c.STRAY_LETTER + c.FIRST_LETTER),
    # ph for f stands for two edits at SOUND_ALIKE, and begins both: no first-letter cost.
    ("fone", "phone", 2, c.SOUND_ALIKE),
])
def test_the_floor_from_lengths_and_letters(written: str, word: str, edits: int, least: float) -> None:
    # "a letter left out costs less than one added. Getting the first letter wrong costs more"
    # (docs/rulings.md): the floor is the cheapest set of slips that could make up the edits
    # and the difference in length, worked by hand from the costs in referee.dictionary.slip_costs.
    floors = _floors(written)
    assert floors.chain(word, edits) == pytest.approx(least)
    assert slip_cost(written, word) + m._SLACK >= floors.chain(word, edits)


@pytest.mark.parametrize(("written", "word", "least"), [
    # res has an s where rep has a p: s written for p, keys apart and not alike: OTHER_LETTER
    # (the replacement is cheaper than a stray s and a left-out p, 1.0 + 0.9).
    ("res", "rep", c.OTHER_LETTER),
    # definately has an a definitely lacks: a for another vowel (VOWEL_FOR_VOWEL) is the least
    # that writes it. wierd and weird have the same letters, a swap moves them: nothing.
    ("definately", "definitely", c.VOWEL_FOR_VOWEL),
    ("wierd", "weird", 0.0),
    # wrd lacks the o of word: left out, as a vowel (no letter of wrd is near o or sounds like it).
    ("wrd", "word", c.LEFT_OUT_VOWEL),
    # untill has an l more than until, but both have an l: a letter counts only when the other
    # word lacks it (the doubled letter is the other floor's to count).
    ("untill", "until", 0.0),
    # bountries for countries: b for c (far apart) at the first letter, which costs FIRST_LETTER.
    ("bountries", "countries", c.OTHER_LETTER + c.FIRST_LETTER),
    # qzxw has x and w where quiz has u and i: x and w written for them (keys far apart:
    # OTHER_LETTER each) cost 2.8, less than a slip for each letter alone (x for z, a
    # sound-alike, 0.8; w for a near key, 0.9; u and i left out, 0.7 each: 3.1).
    ("qzxw", "quiz", 2 * c.OTHER_LETTER),
    # A sound-alike spelling could stand for the letters (f for ph): no floor from letters.
    ("fone", "phone", 0.0),
])
def test_the_floor_from_the_letters_one_word_lacks(written: str, word: str, least: float) -> None:
    floors = _floors(written)
    assert floors.from_letters(word) == pytest.approx(least)
    assert slip_cost(written, word) + m._SLACK >= floors.from_letters(word)


def _plain_table(written: str, word: str) -> float:
    """The slip cost as the plain dynamic programme the module describes, cell by cell: what the
    faster table (row by row, swaps and sound-alike spellings as jumps, a limit) must equal."""
    n, k = len(written), len(word)
    stray, left_out = c.extra_costs(written, False), c.extra_costs(word, True)
    cost = [[0.0] * (k + 1) for _ in range(n + 1)]
    for j in range(1, k + 1):
        cost[0][j] = cost[0][j - 1] + left_out[j - 1] + (c.FIRST_LETTER if j == 1 else 0.0)
    for i in range(1, n + 1):
        a = written[i - 1]
        cost[i][0] = cost[i - 1][0] + stray[i - 1] + (c.FIRST_LETTER if i == 1 else 0.0)
        for j in range(1, k + 1):
            b = word[j - 1]
            edge = c.FIRST_LETTER if i == 1 or j == 1 else 0.0
            options = [cost[i - 1][j] + stray[i - 1],
                       cost[i][j - 1] + left_out[j - 1],
                       cost[i - 1][j - 1] + (0.0 if a == b else c.substitution_cost(a, b) + edge)]
            if i > 1 and j > 1 and a == word[j - 2] and written[i - 2] == b and a != b:
                swap = c.VOWELS_SWAPPED if a in c.VOWELS and b in c.VOWELS else c.SWAP
                options.append(cost[i - 2][j - 2] + swap + (c.FIRST_LETTER if i == 2 else 0.0))
            for heard, spelled in c.SOUND_ALIKE_SPELLINGS:
                h, s = len(heard), len(spelled)
                if i >= h and j >= s and written.endswith(heard, 0, i) and word.endswith(spelled, 0, j):
                    options.append(cost[i - h][j - s] + c.SOUND_ALIKE)
            cost[i][j] = min(options)
    return cost[n][k]


@pytest.mark.parametrize("written", ["recieve", "fone", "speshal", "bountries", "qiuz", "teh", "xylofone",
                                     "kwik", "phunny", "aple", "hte", "nowledge", "lbgre", "cshn", "nite"])
def test_the_table_is_the_plain_programme_and_the_limit_only_stops_it(written: str) -> None:
    # Every candidate: the same cost to the last bit; with a limit at or above it the same cost,
    # below it the same cost or inf (it stops only once the rest must cost more). The floor the
    # ranking's bound uses is never above the cost, nor below CHEAPEST_PER_EDIT per edit; nor
    # is the floor from the letters only one word has.
    slips = m.Slips(written)
    floors = Floors(written, slips.stray, slips.inside)
    stopped = 0
    for word, edits in LEXICON.nearby.near(written).items():
        exact = slips.cost(word)
        assert exact == _plain_table(written, word), word
        assert slips.cost(word, exact) == slips.cost(word, exact + 0.5) == exact
        assert slips.cost(word, exact - 0.05) in (exact, float("inf"))
        assert slips.cost(word, exact / 3) in (exact, float("inf"))
        stopped += slips.cost(word, exact / 3) == float("inf")
        assert exact + m._SLACK >= floors.chain(word, edits) >= CHEAPEST_PER_EDIT * edits
        assert exact + m._SLACK >= floors.from_letters(word)
    assert stopped  # a limit far below the cost does stop the work


@pytest.mark.parametrize(("word", "least"), [
    # "a doubled letter written once ... a stray final e (tomatoe); a letter left out costs less
    # than one added" (docs/rulings.md): the cheapest letter to leave out of untill is an l
    # (DOUBLING), of tomatoe the final e, of cat the vowel, of nth any letter.
    ("untill", c.DOUBLING), ("agree", c.DOUBLING), ("tomatoe", c.FINAL_E), ("cat", c.LEFT_OUT_VOWEL),
    ("nth", c.LEFT_OUT_LETTER), ("eau", c.LEFT_OUT_VOWEL),
])
def test_the_cheapest_letter_a_word_can_leave_out(word: str, least: float) -> None:
    assert least_left_out(word) == least == min(c.left_out_costs(word))


@settings(max_examples=200)
@given(st.text("abcdefghijklmnopqrstuvwxyz'", min_size=1, max_size=9))
def test_the_cheapest_left_out_letter_is_the_least_of_the_words_costs(word: str) -> None:
    # The chain floor reads it without the list; it must be the list's least, float for float.
    assert least_left_out(word) == min(c.extra_costs(word, True))


@settings(max_examples=200)
@given(st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=9), st.sampled_from("abcdefghijklmnopqrstuvwxyz'"))
def test_the_least_cost_of_writing_a_letter_is_the_least_of_the_tables(written: str, letter: str) -> None:
    # The letter floor finds it by groups of letters of one cost; reading every written letter's
    # replacement table must give the same.
    by_tables = min((c.replacements(a, False)[letter] for a in set(written) if a != letter), default=float("inf"))
    assert _floors(written)._written_for(letter) == by_tables



@pytest.mark.parametrize(("written", "word"),
                         [("cafe", "café"), ("café", "cafe"), ("dont", "don't"), ("naïve", "naive")])
def test_a_letter_outside_a_z_costs_as_the_plain_programme_says(written: str, word: str) -> None:
    # The table looks a-z up in plain dicts; a house word or a misspelling may hold any letter,
    # which is costed as any other: e and é are not two vowels, é is on no key: OTHER_LETTER.
    assert m.Slips(written).cost(word) == _plain_table(written, word)
    assert m.Slips(written).cost(word, 5.0) == _plain_table(written, word)
    assert slip_cost("cafe", "café") == pytest.approx(c.OTHER_LETTER)

def test_the_cheapest_chain_of_steps() -> None:
    # Steps as (edits, lengthening, cost): a word six letters longer needs six letters left out
    # even when one edit is all the distance asks for; a shorter word cannot be reached by
    # steps that only lengthen it.
    left_out, stray = (1, 1, c.LEFT_OUT_VOWEL), (1, -1, c.STRAY_LETTER)
    assert cheapest_chain(1, 6, (left_out, stray)) == pytest.approx(6 * c.LEFT_OUT_VOWEL)
    assert cheapest_chain(2, 0, (left_out, stray)) == pytest.approx(c.LEFT_OUT_VOWEL + c.STRAY_LETTER)
    assert cheapest_chain(1, -1, (left_out,)) == float("inf")
    assert cheapest_chain(0, 0, ()) == 0.0


_STEP_KINDS = ((1, 0, c.OTHER_LETTER), (1, 0, c.SWAP), (1, -1, c.DOUBLING), (1, 1, c.LEFT_OUT_VOWEL),
               (1, 1, c.LEFT_OUT_LETTER), (2, 0, c.SOUND_ALIKE), (1, -1, c.SOUND_ALIKE), (2, 2, c.SOUND_ALIKE))
"""Steps as slips make them: a letter replaced or swapped, a stray or left-out letter, sound-alike
spellings (sh for ti: two edits; k for ck: one, a letter shorter; igh for i: two longer)."""


@settings(max_examples=60)
@given(st.integers(0, 2), st.integers(-2, 2), st.lists(st.sampled_from(_STEP_KINDS), min_size=1, max_size=4,
                                                       unique=True))
def test_the_cheapest_chain_is_the_cheapest_set_of_steps(edits: int, lengthen: int, steps: list[Step]) -> None:
    # Every way of taking up to four of each step: the cheapest that stands for at least `edits`
    # edits and changes the length by exactly `lengthen` (none: inf), whatever the search's order.
    best = float("inf")
    for counts in product(range(5), repeat=len(steps)):
        units = sum(n * step[0] for n, step in zip(counts, steps, strict=True))
        grown = sum(n * step[1] for n, step in zip(counts, steps, strict=True))
        if units >= edits and grown == lengthen:
            best = min(best, sum(n * step[2] for n, step in zip(counts, steps, strict=True)))
    assert cheapest_chain(edits, lengthen, tuple(steps)) == pytest.approx(best)


_SLIPPED_LETTERS = ("aeiouchpsktfgqnrl", "aebdmnrtvwxz", "abcdefghijklmnopqrstuvwxyz")
"""Letters for generated words: vowels with the letters of the sound-alike spellings (ph, gh, ck,
ch, qu, sc, ce, ie, ea, igh...); vowels with letters in none of them (the letter floor is then
never set aside, and two letters replaced must be paired); or all 26."""


@st.composite
def _slipped_pairs(draw: st.DrawFn) -> tuple[str, str]:
    """A word and what a writer made of it: one or two letters left out, written twice, replaced
    or swapped with a neighbour."""
    letters = draw(st.sampled_from(_SLIPPED_LETTERS))
    word = draw(st.text(letters, min_size=1, max_size=7))
    written = word
    for _ in range(draw(st.integers(1, 2))):
        at = draw(st.integers(0, len(written)))
        kind = draw(st.sampled_from("left out|doubled|replaced|swapped".split("|")))
        if kind == "left out" and at < len(written) and len(written) > 1:
            written = written[:at] + written[at + 1:]
        elif kind == "doubled" and at < len(written):
            written = written[:at + 1] + written[at:]
        elif kind == "replaced" and at < len(written):
            written = written[:at] + draw(st.sampled_from(letters)) + written[at + 1:]
        elif kind == "swapped" and at + 1 < len(written):
            written = written[:at] + written[at + 1] + written[at] + written[at + 2:]
    return written, word


@settings(max_examples=400)
@given(_slipped_pairs())
def test_no_floor_is_ever_above_the_exact_cost(pair: tuple[str, str]) -> None:
    # A floor may spare a costing only if it never exceeds the slip it stands under: checked
    # against the plain programme cell by cell, not against the faster table the ranking uses.
    written, word = pair
    edits = distance(written, word)
    if written == word or edits > 2:
        return
    exact = _plain_table(written, word)
    floors = _floors(written)
    assert floors.from_letters(word) <= exact + m._SLACK
    assert floors.chain(word, edits) <= exact + m._SLACK


@settings(max_examples=200)
@given(st.text("abcdefghijklmnopqrstuvwxyz", max_size=9) | st.sampled_from(["fishing", "phigh", "kwik", "seedie"]))
def test_the_sound_alike_spellings_a_word_holds_are_found_by_its_letters(written: str) -> None:
    # The look-up by letter finds what trying every spelling on the word finds, in the same order.
    every = [(n, heard, spelled) for n, (heard, spelled) in enumerate(c.SOUND_ALIKE_SPELLINGS) if heard in written]
    assert c.sounds_in(written) == every
