"""Benchmark `referee hint` (issue 7): cold whole-process time per game, and each query against a
straightforward scan of the whole word list (a Counter per word), side by side in the same run.

Run: python bench/bench_hints.py [--runs N]

Targets: every hint under 150 ms cold (a fresh `python -m referee hint ...` process, table output),
and the query at least 5x faster than the plain scan. The scan baselines below give exactly the
same answers (checked here on every run; tests/<game>/test_hints.py hold the same on small lexicons).
Cold times include Python's own start-up, printed first for reference; on a busy machine the wall
clock suffers, so CPU time (user + system of the child) is printed too.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from referee.dictionary import Lexicon, get_lexicon
from referee.games.first_class import hints
from referee.games.first_class.model import RoundRoll
from referee.games.first_class.score import word_score
from referee.games.letter_roll.hints import letter_roll_hints
from referee.games.letter_tricks import hints as card_hints
from referee.games.letter_tricks.cards import COLOURED, LetterCard, Suit
from referee.games.letter_tricks.spelling import spell

COLD_TARGET_MS = 150.0
RATIO_TARGET = 5.0

CARDS_4P = "Y:C R:QU B:I R:Z Y:U Y:A B:E R:T B:N Y:S R:O Y:D B:L"
CARDS_3P = "Y:C Y:A Y:T Y:E Y:S B:O B:N B:E B:R R:S R:U R:I M:X M:K"
CARDS_TEAM = "Y:S Y:U Y:R Y:E Y:T B:L B:I B:N B:E B:A R:S R:E R:N R:T R:O"
CARDS_TRICK = "Y:T R:QU B:I Y:E"


def cards(text: str) -> list[LetterCard]:
    return [LetterCard.parse(t) for t in text.split()]


# --- straightforward scans: every word, a Counter each, per query --------------------------------
def scan_first_class(lex: Lexicon, round_: RoundRoll, between: tuple[str | None, str | None],
                     limit: int, initial: str | None = None) -> list[str]:
    found = []
    for word in lex.all_words():
        letters = Counter(word)
        if round_.dead and letters[round_.dead.lower()]:
            continue
        if round_.priority and not letters[round_.priority.lower()]:
            continue
        if initial and not word.startswith(initial.lower()):
            continue
        if (between[0] and word < between[0]) or (between[1] and word > between[1]):
            continue
        score = word_score(word, round_.dice).score
        if score:
            found.append((-score, -lex.count(word), word))
    return [w for _s, _f, w in sorted(found)[:limit]]


def scan_letter_roll(lex: Lexicon, letters: str, min_length: int, limit: int) -> tuple[int, list[str]]:
    need = Counter(letters.lower())
    found = sorted((-lex.count(w), w) for w in lex.all_words()
                   if len(w) >= min_length and not need - Counter(w))
    return len(found), [w for _f, w in found[:limit]]


def scan_card_words(lex: Lexicon, hand: Sequence[LetterCard],
                    min_cards: int = 1) -> list[tuple[str, tuple[LetterCard, ...]]]:
    tiles = Counter("".join(c.letter.lower() for c in hand))
    found = []
    for word in lex.all_words():
        if Counter(word) - tiles - Counter("u" * tiles["q"]):
            continue
        used = spell(word, hand)  # the scorer's own reading of the cards (the Qu card's virtual U)
        if used is not None and len(used) >= min_cards:
            found.append((word, used))
    return found


def scan_single(lex: Lexicon, hand: Sequence[LetterCard], limit: int) -> list[str]:
    ranked = sorted((-sum(c.points for c in used), -lex.count(w), w) for w, used in scan_card_words(lex, hand))
    return [w for _s, _f, w in ranked[:limit]]


def scan_sets(lex: Lexicon, hand: Sequence[LetterCard], limit: int, team: bool) -> list[tuple[str | None, ...]]:
    """One Counter scan per suit, then every choice of one word per suit (the best `limit` of each
    multicolored signature, which is all that can reach the best `limit` sets)."""
    multi = [c for c in hand if c.suit is Suit.MULTICOLORED]
    options = []
    for suit in COLOURED:
        own = [c for c in hand if c.suit is suit] + multi
        groups: dict[tuple[str, ...], list[tuple[int, tuple[Any, ...], str, tuple[LetterCard, ...]]]] = {}
        for word, used in scan_card_words(lex, own, 5 if team and multi else 4 if team else 1):
            gain = 0 if team else sum(c.points + 1 for c in used)
            signature = tuple(sorted(str(c) for c in used if c.suit is Suit.MULTICOLORED))
            groups.setdefault(signature, []).append((gain, (0, -lex.count(word), word), word, used))
        kept = [o for g in groups.values() for o in sorted(g, key=lambda o: (-o[0], o[1]))[:limit]]
        options.append(kept if team else [*kept, (0, (1,), None, ())])
    have = Counter(hand)
    results = []
    import itertools

    for choice in itertools.product(*options):
        used = Counter(c for o in choice for c in o[3])
        if not used - have:
            results.append((-sum(o[0] for o in choice), tuple(o[1] for o in choice), tuple(o[2] for o in choice)))
    return [words for _g, _k, words in sorted(results)[:limit]]


def scan_trick(lex: Lexicon, hand: Sequence[LetterCard]) -> list[str]:
    found = sorted((-lex.count(w), w) for w, used in scan_card_words(lex, hand, len(hand)) if len(used) == len(hand))
    return [w for _f, w in found]


# --- the scenarios -------------------------------------------------------------------------------
def set_words(found: Sequence[card_hints.WordSet]) -> list[tuple[str | None, ...]]:
    out = []
    for s in found:
        by_suit = {w.suit: w.word.word for w in s.words}
        out.append(tuple(by_suit.get(suit) for suit in COLOURED))
    return out


def scenarios(lex: Lexicon) -> list[tuple[str, list[str], Callable[[], Any], Callable[[], Any]]]:
    """(name, CLI arguments, our query, the scan baseline); both queries return comparable answers."""
    cmr = RoundRoll(0, ("C", "M", "R"), "A")
    est = RoundRoll(0, ("E", "S", "T"), None, "E")
    p4, p3, team, trick = cards(CARDS_4P), cards(CARDS_3P), cards(CARDS_TEAM), cards(CARDS_TRICK)
    return [
        ("first-class CMR dead A", ["first-class-letters", "--dice", "CMR", "--dead", "A"],
         lambda: [h.word for h in hints.first_class_hints(lex, cmr, limit=10)],
         lambda: scan_first_class(lex, cmr, (None, None), 10)),
        ("first-class EST prio E between", ["first-class-letters", "--dice", "EST", "--priority", "E",
                                            "--between", "dog", "pencil"],
         lambda: [h.word for h in hints.first_class_hints(lex, est, ("dog", "pencil"), limit=10)],
         lambda: scan_first_class(lex, est, ("dog", "pencil"), 10)),
        ("letter-roll PEC", ["letter-roll", "--letters", "PEC"],
         lambda: (lambda r: (r.total, [w for w, _f in r.words]))(letter_roll_hints(lex, "PEC", 1, 20)),
         lambda: scan_letter_roll(lex, "PEC", 1, 20)),
        ("letter-roll TTE min 6", ["letter-roll", "--letters", "TTE", "--min-length", "6"],
         lambda: (lambda r: (r.total, [w for w, _f in r.words]))(letter_roll_hints(lex, "TTE", 6, 20)),
         lambda: scan_letter_roll(lex, "TTE", 6, 20)),
        ("letter-tricks 4 players, 13 cards", ["letter-tricks", "--cards", ",".join(CARDS_4P.split())],
         lambda: [h.word.word for h in card_hints.single_word_hints(lex, p4, limit=10)],
         lambda: scan_single(lex, p4, 10)),
        ("letter-tricks 3 players, 14 cards", ["letter-tricks", "--players", "3", "--cards",
                                               ",".join(CARDS_3P.split())],
         lambda: set_words(card_hints.three_player_hints(lex, p3, 10)),
         lambda: scan_sets(lex, p3, 10, team=False)),
        ("letter-tricks team, 15 cards", ["letter-tricks", "--team", "--cards", ",".join(CARDS_TEAM.split())],
         lambda: set_words(card_hints.team_hints(lex, team, limit=10).sets),
         lambda: scan_sets(lex, team, 10, team=True)),
        ("letter-tricks cooperative trick", ["letter-tricks", "--trick", "--cards", ",".join(CARDS_TRICK.split())],
         lambda: [w.word for w in card_hints.trick_words(lex, trick)],
         lambda: scan_trick(lex, trick)),
    ]


def median_ms(call: Callable[[], Any], runs: int) -> float:
    """Median CPU milliseconds of an in-process call (CPU time: less disturbed by other jobs)."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        call()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def cold_ms(args: Sequence[str], runs: int) -> tuple[float, float]:
    """Median wall and CPU milliseconds of a fresh process running these arguments."""
    walls, cpus = [], []
    for _ in range(runs):
        before = os.times()
        start = time.perf_counter()
        subprocess.run([sys.executable, *args], stdout=subprocess.DEVNULL, check=True)
        walls.append(time.perf_counter() - start)
        after = os.times()
        cpus.append((after.children_user - before.children_user) + (after.children_system - before.children_system))
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs per figure (median); baseline: fewer")
    opts = parser.parse_args()
    runs = opts.runs
    lex = get_lexicon()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{os.cpu_count()} CPUs, load average {load:.2f}, {runs} runs per figure (median), "
          f"{sys.executable} {sys.version.split()[0]}")
    start_wall, start_cpu = cold_ms(["-c", "pass"], runs)
    print(f"Python start-up alone: {start_wall:.0f} ms wall, {start_cpu:.0f} ms CPU")
    cli_wall, cli_cpu = cold_ms(["-m", "referee", "--version"], runs)
    print(f"referee --version (Python, click, the CLI): {cli_wall:.0f} ms wall, {cli_cpu:.0f} ms CPU\n")
    start = time.perf_counter()
    lex.index.frequencies  # noqa: B018  (built once, as the first query of a process would)
    print(f"index + frequencies first load: {(time.perf_counter() - start) * 1000:.1f} ms\n")
    header = (f"{'hint':36} {'cold wall':>9} {'cold CPU':>9} {'json wall':>9} {'json CPU':>9} {'query':>8} "
              f"{'scan':>8} {'ratio':>7} {'same':>5}  target")
    print("query, scan: in-process CPU time of the query alone (index loaded once); cold: a fresh process")
    print(header)
    print("-" * len(header))
    failed = False
    for name, args, ours, scan in scenarios(lex):
        same = ours() == scan()
        query = median_ms(ours, runs)
        baseline = median_ms(scan, max(3, runs // 2))
        wall, cpu = cold_ms(["-m", "referee", "hint", *args], runs)
        json_wall, json_cpu = cold_ms(["-m", "referee", "hint", *args, "-f", "json"], runs)
        ratio = query / baseline
        ok = wall < COLD_TARGET_MS and baseline / query >= RATIO_TARGET and same
        failed |= not ok
        print(f"{name:36} {wall:7.0f}ms {cpu:7.0f}ms {json_wall:7.0f}ms {json_cpu:7.0f}ms {query:6.1f}ms "
              f"{baseline:6.0f}ms {ratio:7.3f} {'yes' if same else 'NO':>5}  {'met' if ok else 'MISSED'}")
    print(f"\nratio = ours/scan (target <= {1 / RATIO_TARGET:.2f}, i.e. at least {RATIO_TARGET:.0f}x faster); "
          f"cold target < {COLD_TARGET_MS:.0f} ms wall per process, table output (json: no tabulate import).")
    if load > (os.cpu_count() or 1):
        print(f"note: load average {load:.1f} on {os.cpu_count()} CPUs: wall times are inflated; compare the "
              f"CPU column with Python's own start-up above.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
