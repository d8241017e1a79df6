"""Benchmark: LetterTricks word checks per trick against the whole lexicon (target: < 100 ms).

Two checks run after every trick:
  * team victory — can the winning team lay out a word of five cards (four without the
    multicolored cards) in each of the three suits, each multicolored card in one word only?
  * cooperative word — do the trick's cards rearrange into a word?

Ours uses the letter index (`lexicon.index.spellable`, one 26-bit mask AND per word). The
baselines are the brute force a first version would write: for the team check a Counter scan
over every word of the lexicon per suit; for the cooperative check every permutation of the
trick's letters looked up in the word list. Both run on the same seeded hands in the same run;
the median of several runs is printed with the ratio ours/baseline.

For a 4- or 5-card trick the permutation baseline (24 or 120 look-ups) is faster than one index
query; it is printed anyway so the comparison is honest. The index is what keeps the team check,
where 13+ cards make permutations hopeless, far under the target, and both checks share it.

Run: python bench/bench_letter_tricks.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import permutations, product

from referee.dictionary import Lexicon, get_lexicon
from referee.games.letter_tricks.cards import COLOURED, LetterCard, Suit
from referee.games.letter_tricks.scoring import SuitMemo, find_victory, spell, trick_words
from referee.games.letter_tricks.setup import GameSetup, LetterTricksMode, deal
from referee.randomness import SeededSource

TARGET_MS = 100.0


def team_collections(count: int) -> list[list[LetterCard]]:
    """Realistic late-game team piles: half of two players' hands (about 13 cards, all suits)."""
    setup = GameSetup(LetterTricksMode.TEAM, 4, multicolored=True)
    piles = []
    for seed in range(count):
        dealt = deal(setup, SeededSource(1000 + seed))
        piles.append([*dealt.hands[0], *dealt.hands[2][:7]])
    return piles


def trick_cards(count: int, players: int) -> list[list[LetterCard]]:
    setup = GameSetup(LetterTricksMode.COOPERATIVE, players, multicolored=True)
    return [[hand[0] for hand in deal(setup, SeededSource(5000 + seed)).hands] for seed in range(count)]


# --- baselines -------------------------------------------------------------------------------------
def brute_victory(lexicon: Lexicon, words: Sequence[str], cards: Sequence[LetterCard],
                  size: int) -> dict[Suit, str] | None:
    """A Counter comparison against every word of the lexicon, per suit, then the same combination."""
    multicolored = [c for c in cards if c.is_multicolored]
    options = []
    for suit in COLOURED:
        suit_cards = [c for c in cards if c.suit is suit]
        have = Counter("".join(c.spells for c in [*suit_cards, *multicolored]))
        found: dict[frozenset[LetterCard], str] = {}
        for word in words:
            if len(word) < size or Counter(word) - have:
                continue
            used = spell(word, suit_cards, multicolored)
            if used is not None and len(used) >= size:
                found.setdefault(frozenset(c for c in used if c.is_multicolored), word)
        if not found:
            return None
        options.append(found)
    for (y, yw), (b, bw), (r, rw) in product(*(o.items() for o in options)):
        if not (y & b or y & r or b & r):
            return {Suit.YELLOW: yw, Suit.BLUE: bw, Suit.RED: rw}
    return None


def scan_trick_words(words: Sequence[str], cards: Sequence[LetterCard]) -> list[str]:
    """A Counter comparison of every word of the lexicon with the trick's letters."""
    have = Counter("".join(c.spells for c in cards))
    return [w for w in words if len(cards) <= len(w) <= sum(have.values()) and not Counter(w) - have
            and len(spell(w, cards) or ()) == len(cards)]


def brute_trick_words(lexicon: Lexicon, cards: Sequence[LetterCard]) -> list[str]:
    """Every ordering of the cards (the Qu card as Q and as QU), each looked up in the word list."""
    found = set()
    choices = [("q", "qu") if c.letter == "QU" else (c.spells,) for c in cards]
    for letters in product(*choices):
        for order in permutations(letters):
            word = "".join(order)
            if lexicon.is_word(word):
                found.add(word)
    return sorted(found)


# --- timing ----------------------------------------------------------------------------------------
def per_item_ms(check: Callable[[object], object], items: Sequence[object], runs: int,
                reset: Callable[[], None] = lambda: None) -> float:
    """Median over runs of the mean time per item, in milliseconds; `reset` before each run."""
    samples = []
    for _ in range(runs):
        reset()  # each run starts cold: no suit options remembered from the run before
        start = time.perf_counter()
        for item in items:
            check(item)
        samples.append((time.perf_counter() - start) * 1000 / len(items))
    return statistics.median(samples)


def report(name: str, ours: float, baseline: float, baseline_name: str) -> None:
    verdict = "meets" if ours < TARGET_MS else "MISSES"
    print(f"{name:<28} ours {ours:8.2f} ms/trick   {baseline_name} {baseline:9.2f} ms/trick   "
          f"ratio {ours / baseline:6.3f}   {verdict} the {TARGET_MS:.0f} ms target")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tricks", type=int, default=10)
    args = parser.parse_args()
    lexicon = get_lexicon()
    lexicon.index  # noqa: B018 - load the index once, as a running referee has
    lexicon.counts  # noqa: B018
    words = sorted(lexicon.all_words())
    print(f"lexicon: {len(words)} words; {args.tricks} tricks per run, median of {args.runs} runs")

    piles = team_collections(args.tricks)
    for pile in piles[:3]:  # the two must agree on whether victory is possible
        assert (find_victory(lexicon, pile, 5) is None) == (brute_victory(lexicon, words, pile, 5) is None)
    memo: SuitMemo = {}  # what a record's replay keeps: the suits a trick did not change are not searched again
    ours = per_item_ms(lambda p: find_victory(lexicon, p, 5, memo), piles, args.runs,  # type: ignore[arg-type]
                       memo.clear)
    base = per_item_ms(lambda p: brute_victory(lexicon, words, p, 5), piles, max(1, args.runs // 2))  # type: ignore[arg-type]
    report("team victory (5 cards/suit)", ours, base, "counter-scan")

    for players in (4, 5):
        hands = trick_cards(args.tricks, players)
        for cards in hands:
            assert set(trick_words(lexicon, cards)) >= {
                w for w in brute_trick_words(lexicon, cards) if spell(w, cards) is not None
                and len(spell(w, cards) or ()) == len(cards)}
        ours = per_item_ms(lambda c: trick_words(lexicon, c), hands, args.runs)  # type: ignore[arg-type]
        scan = per_item_ms(lambda c: scan_trick_words(words, c), hands[:5], 1)  # type: ignore[arg-type]
        report(f"cooperative word ({players} cards)", ours, scan, "counter-scan")
        base = per_item_ms(lambda c: brute_trick_words(lexicon, c), hands, args.runs)  # type: ignore[arg-type]
        report(f"cooperative word ({players} cards)", ours, base, "permutations")


if __name__ == "__main__":
    main()
