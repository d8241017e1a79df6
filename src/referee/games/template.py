"""Blank records for `referee new`: what every game's template is built from.

A template is YAML text with comments, valid as it stands, whose blanks are `~` (YAML's null): a
blank left in an optional claim (a score, a total) is simply no claim, and one left where the
record needs a value is named by `score-sheet` with its line and column. Each game's own module
(`first_class/template.py`, ...) lays out its record; nothing here knows a game's rules.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from referee.errors import OptionError
from referee.plurals import plural

BLANK = "~"

_PLAIN = re.compile(r"[A-Za-z][A-Za-z0-9_.'-]*( [A-Za-z0-9_.'-]+)*")
_YAML_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "none"}


class TemplateError(OptionError):
    """Options that do not make a game: the wrong number of players, another game's option."""


@dataclass(frozen=True)
class Request:
    """What the user asked `referee new` for; each game reads the options it has."""

    players: tuple[str, ...]
    mode: str | None = None
    variants: tuple[str, ...] = ()
    side: str | None = None
    without_rounds: bool = False
    without_tricks: bool = False
    hands: int | None = None

    def refuse_others(self, game: str, own: Iterable[str]) -> None:
        """Refuse an option this game does not have, rather than ignore it silently."""
        given = {"--mode": self.mode is not None, "--variant": bool(self.variants), "--side": self.side is not None,
                 "--without-rounds": self.without_rounds, "--without-tricks": self.without_tricks,
                 "--hands": self.hands is not None}
        stray = [option for option, used in given.items() if used and option not in set(own)]
        if stray:
            named = ", ".join(repr(option) for option in stray)  # quoted as click quotes an option
            raise TemplateError(f"{named} {plural(len(stray), 'is not an option', 'are not options')} of {game}")

    def choice(self, option: str, value: str | None, choices: Sequence[str], default: str) -> str:
        """`option`'s value (`--mode`, `--side`), folded to lower case, or `default` when it is not
        given; a value that is not one of `choices` is refused naming the option."""
        if value is None:
            return default
        if value.lower() not in choices:
            raise TemplateError(_not_one_of(value, choices), option)
        return value.lower()

    def chosen_variants(self, choices: Sequence[str]) -> tuple[str, ...]:
        for variant in self.variants:
            if variant.lower() not in choices:
                raise TemplateError(_not_one_of(variant, choices), "--variant")
        return tuple(dict.fromkeys(v.lower() for v in self.variants))


def check_players(players: Sequence[str], game: str, fewest: int, most: int) -> None:
    """Names given once each, as many as the game is played by."""
    seen: set[str] = set()
    for player in players:
        if any(not c.isprintable() for c in player):
            raise TemplateError(f"a name is one line of printable text, got {player!r}", "--players")
        if player.lower() in seen:
            raise TemplateError(f"{player!r} is listed twice", "--players")
        seen.add(player.lower())
    if not fewest <= len(players) <= most:
        count = str(fewest) if fewest == most else f"{fewest} to {most}"
        raise TemplateError(f"{game} is played by {count} {plural(most, 'player')}, "
                            f"got {len(players)}", "--players")


def scalar(text: str) -> str:
    """A name as YAML reads it back unchanged: plain when safe, else quoted."""
    if _PLAIN.fullmatch(text) and text.lower() not in _YAML_WORDS:
        return text
    return json.dumps(text, ensure_ascii=False)


def flow(items: Iterable[str]) -> str:
    """A YAML flow list: `[Ana, Ben]`."""
    return "[" + ", ".join(items) + "]"


def blanks(count: int) -> str:
    """A flow list of `count` blanks: `[~, ~, ~]`."""
    return flow([BLANK] * count)


def per_player(players: Sequence[str], value: str) -> str:
    """A flow mapping of each player to the same blank value: `{Ana: ~, Ben: ~}`."""
    return "{" + ", ".join(f"{scalar(p)}: {value}" for p in players) + "}"


def comment(lines: Iterable[str]) -> list[str]:
    return [f"# {line}" if line else "#" for line in lines]


def aligned(code: str, note: str, column: int = 40) -> str:
    """A YAML line with its comment at a fixed column, so a filled-in template stays readable."""
    return f"{code.ljust(column - 1)} # {note}" if note else code


def render(lines: Iterable[str]) -> str:
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _not_one_of(value: str, choices: Sequence[str]) -> str:
    """`'brezy' is not one of 'breezy', 'priority-mail'; did you mean 'breezy'?`: a value this
    game does not take, as click refuses one of a fixed list (`options.NearMissChoice`), quoted as
    typed. The did-you-mean is imported only on the way to the error: `new` reads no record."""
    from referee.records import did_you_mean

    return f"{value!r} is not one of {', '.join(map(repr, choices))}" + did_you_mean(value.lower(), choices)
