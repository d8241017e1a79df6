"""What the hostile-input tests feed the commands: junk values, records mutated as a careless
typist, a broken script or a hostile sender would leave them, and option lists (tests/fuzz_support.py
runs the commands, reads the fixtures and checks the invariants)."""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from typing import Any, Literal

import yaml
from hypothesis import strategies as st

from tests.fuzz_support import Fixture

# --- junk ---------------------------------------------------------------------------------------
HOMOGLYPHS = "саеорх"  # Cyrillic letters that look Latin
INVISIBLE = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u202d", "\u200f", "\u2066")
EMOJI = ("🙂", "🎲", "🃏", "👍🏽", "🇬🇧")
ACCENTED = ("café", "naïve", "Æsop", "straße", "ﬁsh", "ｃａｔ", "coöperate", "résumé")

words_pool = st.sampled_from(
    ["cat", "apple", "cucumber", "Danger", "QUIZ", "zebra", "place", "pace", "sun", "wagon", "frog",
     "bridge", "garden", "lamp", "crisp", "peace", "escape", "Brooklyn", "TV", "don't", "re-enter",
     "two words", "x", "a", "qi", "cucumbre", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "ZZZZZZZZZZZZZZZZZZZZZZZZ",
     *ACCENTED])
junk_letters = st.sampled_from(["A", "z", "QU", "Qu", "AB", "", " ", "1", "é", "а", "Ω", "*", "-", "J*", "?"])
junk_cards = st.sampled_from(["Y:C", "B:A", "R:QU", "M:Z", "G:A", "Y:", ":A", "Y:1", "Y:AB", "X:QU", "y:c",
                              "Y-C", "Y:C:D", "M:QU", "B:Ω", "R: T", "YC", "Y:Q"])


def _text_junk() -> st.SearchStrategy[str]:
    # Typed as the category name it is: through hypothesis' strategy decorators mypy reads a bare
    # ("Cs",) as a tuple of str, not as one of the Unicode categories `characters` takes.
    surrogates: tuple[Literal["Cs"]] = ("Cs",)
    any_text = st.text(alphabet=st.characters(exclude_categories=surrogates, exclude_characters="\x00"),
                       max_size=12)
    return st.one_of(
        words_pool,
        st.builds(lambda w, i, c: w[:i] + c + w[i:], words_pool, st.integers(0, 8),
                  st.sampled_from([*HOMOGLYPHS, *INVISIBLE, *EMOJI, "1", "'", "-", " ", ".", "\t", "é"])),
        any_text,
        st.sampled_from(["yes", "no", "null", "~", "true", "1e9", "0x1F", "-7", ".inf", "2026-11-30",
                         "!!python/object:os.system", "*alias", "&anchor", "{", "[", "'", "\"", "#",
                         "²", "3²", "١", "½", "Ⅻ", "ß", "ﬁ", "İ", "2=ß", "²=C", "W@²", "A=²"]),
    )


text_junk = _text_junk()
number_junk = st.one_of(st.sampled_from([0, -1, 1, 2, 3, 4, 5, 6, 7, 8, 99, 10**30, -(10**30), 2**63, 2**64]),
                        st.integers(-1000, 1000), st.floats(allow_nan=True, allow_infinity=True))
scalar_junk = st.one_of(text_junk, number_junk, st.booleans(), st.none(), junk_letters, junk_cards)
value_junk = st.recursive(
    scalar_junk,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.one_of(text_junk, st.integers(-2, 9)), inner, max_size=3)),
    max_leaves=6,
)
KEY_JUNK = ["game", "players", "player", "rounds", "round", "rows", "row", "word", "words", "score", "total",
            "dice", "dead", "priority", "special", "mode", "variants", "letters", "lists", "turns", "cards",
            "hands", "tricks", "plays", "picks", "leader", "deal", "collected", "answer", "letter", "playrs",
            "gmae", "Game", "GAME", "extra", "tiebreak", "teams", "side", "canceled", "position", "at"]


# --- mutating records ---------------------------------------------------------------------------
Path_ = tuple[Any, ...]


def _paths(value: Any, prefix: Path_ = ()) -> list[Path_]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found.extend(_paths(child, (*prefix, key)))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found.extend(_paths(child, (*prefix, index)))
    return found


def _get(value: Any, path: Path_) -> Any:
    for step in path:
        value = value[step]
    return value


def _set(root: Any, path: Path_, new: Any) -> Any:
    if not path:
        return new
    _get(root, path[:-1])[path[-1]] = new
    return root


def _delete(root: Any, path: Path_) -> Any:
    if not path:
        return None
    parent = _get(root, path[:-1])
    del parent[path[-1]]
    return root


MUTATIONS = ("replace", "replace", "replace", "delete", "delete", "extra", "swap", "duplicate", "empty",
             "typo", "typo", "number", "negate", "huge", "wrap")


@st.composite
def mutated_data(draw: st.DrawFn, documents: Sequence[Any]) -> Any:
    """A fixture document with one to three mutations: wrong types, missing and extra keys,
    swapped values, huge and negative numbers, unknown letters, cards of no suit, odd text."""
    data = copy.deepcopy(draw(st.sampled_from(list(documents))))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(data)
        path = draw(st.sampled_from(paths))
        target = _get(data, path)
        how = draw(st.sampled_from(MUTATIONS))
        if how == "replace":
            data = _set(data, path, draw(value_junk))
        elif how == "delete":
            data = _delete(data, path)
        elif how == "extra" and isinstance(target, dict):
            target[draw(st.one_of(st.sampled_from(KEY_JUNK), text_junk))] = draw(value_junk)
        elif how == "extra" and isinstance(target, list):
            target.insert(draw(st.integers(0, len(target))), draw(value_junk))
        elif how == "swap" and len(paths) > 1:
            other = draw(st.sampled_from(paths))
            if path and other and path[:len(other)] != other and other[:len(path)] != path:
                a, b = copy.deepcopy(_get(data, path)), copy.deepcopy(_get(data, other))
                data = _set(_set(data, path, b), other, a)
        elif how == "duplicate" and isinstance(target, list) and target:
            target.append(copy.deepcopy(draw(st.sampled_from(target))))
        elif how == "empty" and isinstance(target, (list, dict)):
            target.clear()
        elif how == "typo" and isinstance(target, str):
            at = draw(st.integers(0, len(target)))
            junk = draw(st.sampled_from([*HOMOGLYPHS, *INVISIBLE, *EMOJI, "1", "'", "-", " ", "é", "Q", ""]))
            data = _set(data, path, target[:at] + junk + target[at + 1:])
        elif how == "number" and not isinstance(target, (dict, list)):
            data = _set(data, path, draw(number_junk))
        elif how == "negate" and isinstance(target, int) and not isinstance(target, bool):
            data = _set(data, path, -target - 1)
        elif how == "huge" and isinstance(target, int) and not isinstance(target, bool):
            data = _set(data, path, target * 10**20)
        elif how == "wrap":
            data = _set(data, path, [target] if draw(st.booleans()) else {"value": target})
        if data is None:
            break
    return data


_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def dump(data: Any) -> str:
    """YAML text of mutated data (libyaml's emitter when present: the fuzz budget is tight)."""
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None,
                     width=100)


TEXT_MUTATIONS = ("none", "none", "none", "truncate", "bytes", "utf8", "drop-line", "dup-line", "swap-lines",
                  "tab", "empty", "comment", "indent", "bom", "nul")


@st.composite
def mutated_bytes(draw: st.DrawFn, text: str) -> bytes:
    """YAML text broken at the byte level: truncated, junk bytes, invalid UTF-8, lines moved."""
    data = text.encode("utf-8")
    how = draw(st.sampled_from(TEXT_MUTATIONS))
    if how == "truncate":
        data = data[:draw(st.integers(0, len(data)))]
    elif how == "bytes":
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.binary(min_size=1, max_size=16)) + data[at:]
    elif how == "utf8":
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xc0\xaf",
                                                 b"\xf8\x88\x80\x80\x80"])) + data[at:]
    elif how == "nul":
        at = draw(st.integers(0, len(data)))
        data = data[:at] + b"\x00" + data[at:]
    else:
        lines = data.split(b"\n")
        if how == "drop-line" and lines:
            del lines[draw(st.integers(0, len(lines) - 1))]
        elif how == "dup-line" and lines:
            at = draw(st.integers(0, len(lines) - 1))
            lines.insert(at, lines[at])
        elif how == "swap-lines" and len(lines) > 1:
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif how == "tab" and lines:
            at = draw(st.integers(0, len(lines) - 1))
            lines[at] = b"\t" + lines[at]
        elif how == "indent" and lines:
            at = draw(st.integers(0, len(lines) - 1))
            lines[at] = b"   " + lines[at]
        elif how == "empty":
            lines = [draw(st.sampled_from([b"", b"---", b"...", b"# only a comment", b"~", b"null", b"[]", b"{}",
                                           b"7", b"'text'", b"- - -", b"&a [*a]"]))]
        elif how == "comment":
            at = draw(st.integers(0, len(lines)))
            lines.insert(at, b"# " + draw(st.text(max_size=20)).encode("utf-8", "surrogatepass"))
        elif how == "bom":
            lines[0] = b"\xef\xbb\xbf" + lines[0]
        data = b"\n".join(lines)
    return data


def costly(fixture: Fixture) -> bool:
    """Records that take a few hundred milliseconds to rule (many players, word searches)."""
    data = fixture.data
    return len(fixture.text) > 1700 or (isinstance(data, dict) and data.get("mode") in ("cooperative", "team"))


@st.composite
def hostile_document(draw: st.DrawFn, fixture_list: Sequence[Fixture]) -> bytes:
    """One hostile document: a mutated record (re-dumped or as typed, comments kept) or binary junk.

    Every fixture is a seed; the costly ones are drawn one time in ten so that the budget buys
    many cases (they share their structure with the smaller ones).
    """
    cheap = [f for f in fixture_list if not costly(f)] or list(fixture_list)
    dear = [f for f in fixture_list if costly(f)] or cheap
    pool = draw(st.sampled_from([cheap] * 9 + [dear]))
    kind = draw(st.sampled_from(["data", "data", "data", "json", "text", "junk"]))
    if kind == "junk":
        return draw(st.binary(max_size=200))
    if kind == "text":
        return draw(mutated_bytes(draw(st.sampled_from(pool)).text))
    data = draw(mutated_data([f.data for f in pool]))
    if kind == "json":  # what a script writes: JSON, one record a line
        return json.dumps(data, default=str, ensure_ascii=False).encode("utf-8", "surrogatepass")
    return draw(mutated_bytes(dump(data)))



# --- options ------------------------------------------------------------------------------------
def option_values(*plausible: str) -> st.SearchStrategy[str]:
    """A value for an option: a plausible one, or junk text (never NUL: argv cannot hold it)."""
    return st.one_of(st.sampled_from(plausible),
                     text_junk.filter(lambda t: "\x00" not in t and t.strip() not in ("--help", "-h")))


def maybe(option: str, values: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    """Either nothing, or `option VALUE`."""
    return st.one_of(st.just([]), values.map(lambda v: [option, v]))


def flag(option: str) -> st.SearchStrategy[list[str]]:
    return st.sampled_from([[], [option]])


def combine(*parts: st.SearchStrategy[list[str]]) -> st.SearchStrategy[list[str]]:
    """Options drawn independently, shuffled into one argument list."""
    return st.tuples(*parts).map(lambda groups: [a for g in groups for a in g]).flatmap(
        lambda args: st.permutations(_pairs(args)).map(lambda ps: [a for p in ps for a in p]))


def _pairs(args: list[str]) -> list[tuple[str, ...]]:
    """Keep each `--option VALUE` together when shuffling."""
    pairs: list[tuple[str, ...]] = []
    i = 0
    while i < len(args):
        if args[i].startswith("--") and i + 1 < len(args) and not args[i + 1].startswith("--"):
            pairs.append((args[i], args[i + 1]))
            i += 2
        else:
            pairs.append((args[i],))
            i += 1
    return pairs


FORMATS = st.sampled_from(["json", "json", "json", "yaml", "table"])
