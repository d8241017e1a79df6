"""The index of nearby words finds exactly the words a brute-force search of every edit finds.

The oracle shares nothing with the index: it writes out every string one edit away, and every
string one edit from those, and keeps the ones that are words.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Set as AbstractSet
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.dictionary import HouseRules, Lexicon, WordList, get_lexicon, load_word_list
from referee.dictionary import search as search_module
from referee.dictionary.nearby import NearbyIndex, build_index, distance
from referee.dictionary.search import scan

LEXICON = get_lexicon()


def edits1(word: str, alphabet: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return ({a + b[1:] for a, b in splits if b}
            | {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
            | {a + c + b[1:] for a, b in splits if b for c in alphabet}
            | {a + c + b for a, b in splits for c in alphabet})


def brute_near(words: AbstractSet[str], word: str, alphabet: str = "abcdefghijklmnopqrstuvwxyz") -> dict[str, int]:
    """Words one edit away (1) and one edit from those (2), never the word itself."""
    one = edits1(word, alphabet)
    two = set().union(*(edits1(edit, alphabet) for edit in one))
    found = dict.fromkeys(two & words, 2)
    found.update(dict.fromkeys(one & words, 1))
    found.pop(word, None)
    return found


def test_distance_matches_the_edit_graph_on_every_short_string() -> None:
    strings = ["".join(p) for n in range(6) for p in itertools.product("abc", repeat=n)]
    for a in strings:
        one = edits1(a, "abc")
        two = set().union(*(edits1(edit, "abc") for edit in one))
        for b in strings:
            expected = 0 if a == b else 1 if b in one else 2 if b in two else 3
            assert distance(a, b) == expected, (a, b)


@settings(max_examples=200, deadline=None)
@given(st.text("abcd", min_size=5, max_size=12), st.data())
def test_distance_on_longer_strings(word: str, data: st.DataObject) -> None:
    # Edits at both ends of a long string take the path where the differing middle is long.
    one = edits1(word, "abcd")
    two = sorted(set().union(*(edits1(edit, "abcd") for edit in one)))
    other = data.draw(st.one_of(st.sampled_from(two), st.text("abcd", min_size=3, max_size=14)))
    expected = 0 if other == word else 1 if other in one else 2 if other in two else 3
    assert distance(word, other) == expected


def test_a_swap_with_an_insertion_between_is_two_edits() -> None:
    assert distance("ca", "abc") == 2  # swap to ac, insert b: the alignment distance says 3
    assert distance("bacdefgh", "axbcdefgh") == 2


@settings(max_examples=150, deadline=None)
@given(st.sets(st.text("abcde", min_size=1, max_size=9), min_size=1, max_size=60),
       st.text("abcde", min_size=1, max_size=10), st.integers(2, 8))
def test_index_finds_exactly_the_brute_force_words(words: set[str], query: str, prefix: int) -> None:
    # Short key prefixes cut most words, which is where a prefix index could lose a word.
    index = NearbyIndex.of_words(words, prefix)
    assert index.near(query) == brute_near(words, query, "abcde")


def test_gaps_beyond_sixteen_bits_are_stepped_over() -> None:
    # Words 70,000 apart in one list: the gap takes two 16-bit entries.
    filler = ["".join(letters) for letters in itertools.islice(
        itertools.product("bcdefghijklmnopqrstuvwxy", repeat=4), 70_000)]
    words = sorted(["aardvark", "aardwolf", *filler, "zzzzaardvark"])
    index = NearbyIndex.of_words(words)
    assert index.near("aardvar") == {"aardvark": 1}
    assert index.near("zzzzardvark") == {"zzzzaardvark": 1}


def test_the_index_file_is_the_same_bytes_every_build() -> None:
    words = sorted({"cat", "cart", "chart", "charts", "dog", "dogs", "doge"})
    assert build_index(words) == build_index(list(words))
    assert build_index(words) != build_index(words, prefix=3)


def test_the_shipped_index_belongs_to_the_shipped_word_list() -> None:
    index = LEXICON.nearby.open_index()
    assert index is not None  # a stale or missing index would fall back to a slow scan


def misspellings(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    words = sorted(LEXICON.words.as_set)
    found: list[str] = []
    while len(found) < count:
        word = rng.choice(words)
        i = rng.randrange(len(word))
        letter = rng.choice("abcdefghijklmnopqrstuvwxyz")
        slip = rng.choice([word[:i] + word[i + 1:], word[:i] + letter + word[i + 1:],
                           word[:i] + letter + word[i:], word[:i] + word[i + 1:i + 2] + word[i] + word[i + 2:]])
        if slip and slip not in LEXICON.words:
            found.append(slip)
    return found


def test_the_shipped_index_agrees_with_brute_force_on_short_misspellings() -> None:
    words = LEXICON.words.as_set
    short = [m for m in misspellings(200, 1) if len(m) <= 5][:25]
    for slip in [*short, "qiuz", "teh", "xqzt", "aple"]:
        assert LEXICON.nearby.near(slip) == brute_near(words, slip), slip


def test_the_shipped_index_agrees_with_a_scan_of_every_word() -> None:
    words, masks = LEXICON.nearby.words()
    sample = [*misspellings(40, 2), "internatiomal", "recieve", "definately", "zzzzzzzzzzzz", "ab"]
    for slip in sample:
        assert LEXICON.nearby.near(slip) == scan(words, masks, slip), slip


def test_house_rules_allowed_words_are_found_and_denied_ones_never() -> None:
    lexicon = Lexicon("house", LEXICON.words, LEXICON.proper, LEXICON.abbreviations,
                      HouseRules(allow=frozenset({"qwerty"}), deny=frozenset({"quiz"})),
                      load_index=LEXICON.load_index, load_nearby=LEXICON.load_nearby)
    found = lexicon.nearby.near("qwertz")
    assert found["qwerty"] == 1
    assert "quiz" not in lexicon.nearby.near("qiuz")
    assert "quiz" in LEXICON.nearby.near("qiuz")


def test_many_house_rule_words_are_indexed_too() -> None:
    allowed = frozenset(f"zork{a}{b}" for a in "abcdefghijklmnopq" for b in "abcdefghijklmnopq")
    assert len(allowed) > search_module.SCAN_ALLOWED_UP_TO
    lexicon = Lexicon("house", LEXICON.words, LEXICON.proper, LEXICON.abbreviations,
                      HouseRules(allow=allowed), load_index=LEXICON.load_index,
                      load_nearby=LEXICON.load_nearby)
    found = lexicon.nearby.near("zorkaaa")
    assert {w: d for w, d in found.items() if w in allowed} == brute_near(set(allowed), "zorkaaa")
    assert found["zorkaa"] == 1


def test_a_word_list_without_an_index_is_scanned_then_indexed(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "words.txt"
    path.write_text("cat\ncart\nchart\ncharts\ndog\ndogs\ndoge\n", encoding="ascii")
    monkeypatch.setattr(search_module, "BUILD_AFTER", 2)
    lexicon = load_word_list(path)
    words = set(lexicon.words.as_set)
    answers = [lexicon.nearby.near(q) for q in ("cst", "chat", "dgo", "carts", "dogz")]
    assert lexicon.nearby._index is not None  # built after two scans
    assert answers == [brute_near(words, q) for q in ("cst", "chat", "dgo", "carts", "dogz")]


def test_a_lexicon_built_in_code_is_searched_too() -> None:
    lexicon = Lexicon("tiny", WordList.from_words(["apple", "ample"]), WordList.from_words([]),
                      WordList.from_words([]))
    assert lexicon.nearby.near("appel") == {"apple": 1, "ample": 2}


def delete_keys(word: str, prefix: int) -> set[bytes]:
    """The strings the word's first `prefix` letters leave when at most two letters are deleted,
    spelled out one by one."""
    s = word[:prefix].encode("ascii")
    n = len(s)
    ones = [s[:i] + s[i + 1:] for i in range(n)]
    keys = {s, *ones}
    for i, one in enumerate(ones):
        keys.update([one[:j] + one[j + 1:] for j in range(i, n - 1)])
    return keys


def test_a_search_looks_up_the_codes_of_exactly_the_delete_keys() -> None:
    # Words are filed and searched under the codes of the prefix's deletes made by combinations.
    from referee.dictionary.nearby import PREFIX, key_code, key_codes

    rng = random.Random(11)
    for length in range(PREFIX + 3):
        for _ in range(20):
            word = "".join(rng.choice("aabcdeeost") for _ in range(length))
            expected = {key_code(tuple(key)) for key in delete_keys(word, PREFIX)}
            assert set(key_codes(word[:PREFIX].encode("ascii"))) == expected


def test_the_key_code_is_the_interpreters_tuple_hash_where_it_is_cpythons_64_bit_one() -> None:
    # The shipped index is keyed by key_code; where `hash` computes the same (CPython, 64 bits),
    # the search uses it, in C. Known values fix the function itself, whatever this machine is.
    import sys

    from referee.dictionary import nearby

    assert nearby.key_code(()) == 5740354900026072187
    assert nearby.key_code((1, 2, 3)) == 529344067295497451
    assert nearby.key_code(tuple(b"qhdkrnvb")) == 7678851815476547843
    rng = random.Random(4)
    keys = [tuple(rng.randrange(256) for _ in range(rng.randrange(12))) for _ in range(5_000)]
    if sys.implementation.name == "cpython" and sys.maxsize > 2**32:
        assert nearby._NATIVE
        assert [hash(key) for key in keys] == [nearby.key_code(key) for key in keys]
    assert all(-2**63 <= nearby.key_code(key) < 2**63 for key in keys)


def test_a_search_without_the_native_hash_finds_the_same_words(monkeypatch: pytest.MonkeyPatch) -> None:
    # An interpreter whose tuple hash differs computes key_code in Python: same keys, same answers.
    import referee
    from referee.dictionary import nearby

    data = Path(referee.__file__).parent / "data"
    index = NearbyIndex.open(data / nearby.NEARBY_FILE, (data / "words.txt").read_bytes())
    words = ["recieve", "wierd", "qiuz", "definately", "xq", "a", "speshal", "committe", "zzzzzzzzzzzz"]
    native = [index.near(word) for word in words]
    monkeypatch.setattr(nearby, "_code", nearby.key_code)
    assert [index.near(word) for word in words] == native
    assert native[0]["receive"] == 1


def test_answers_are_the_same_before_and_after_the_word_list_is_split() -> None:
    # The first LIST_AFTER searches cut each candidate out of words.txt; later ones take them
    # from the list split once. Both must agree with a scan of every word.
    import referee
    from referee.dictionary.nearby import LIST_AFTER, NEARBY_FILE

    data = Path(referee.__file__).parent / "data"
    index = NearbyIndex.open(data / NEARBY_FILE, (data / "words.txt").read_bytes())
    words, masks = LEXICON.nearby.words()
    sample = misspellings(LIST_AFTER + 20, 3)
    for number, slip in enumerate(sample, start=1):
        assert index.near(slip) == scan(words, masks, slip), slip
        assert (number > LIST_AFTER) == (index._listed is not None)
