"""The standings as a person reads them: players, each game, each night, unfinished games apart.

Every table fits 80 columns: long names and words are shortened, the detail is in JSON/YAML.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from referee.games import REGISTRY
from referee.render import table
from referee.standings.season import GAMES, PlayerStanding
from referee.standings.summary import NightLine

SHORT_GAME = {game.value: entry.short for game, entry in REGISTRY.items()}


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def players_table(players: Sequence[PlayerStanding]) -> str:
    """One row per player: games, wins, points, average, best word and hand, Letterflip pace."""
    rows = []
    for p in players:
        best = f"{_short(p.best_word.word, 12)} {p.best_word.score}" if p.best_word else ""
        hand = str(p.best_hand.score) if p.best_hand else ""
        flip = (f"{p.words_solved} ({p.letterflip_turns})" if "letterflip" in p.by_game else "")
        rows.append([_short(p.name, 12), p.games, p.wins, p.points,
                     "" if p.average is None else f"{p.average:.1f}", best, hand, flip])
    return table(rows, ["player", "games", "wins", "points", "avg", "best word", "hand", "flip (turns)"]) + (
        "\navg: points per game that gives points (Letterflip, cooperative play give none)")


def games_table(players: Sequence[PlayerStanding]) -> str:
    """Wins/games and points of each player in each game played."""
    played = [g for g in GAMES if any(g in p.by_game for p in players)]
    rows = []
    for p in players:
        cells: list[str] = []
        for game in played:
            tally = p.by_game.get(game)
            cells.append("" if tally is None else f"{tally.wins}/{tally.games}"
                         + (f" {tally.points}" if tally.scored_games else ""))
        rows.append([_short(p.name, 12), *cells])
    return table(rows, ["wins/games points", *(SHORT_GAME[g] for g in played)])


Named = Callable[[str], str]
"""A name as a record wrote it to the player's name in the standings (`ana` to Ana)."""


def _names(names: Sequence[str], named: Named) -> str:
    return ", ".join(named(name) for name in names)


def nights_table(nights: Sequence[NightLine], named: Named) -> str:
    """Each finished record of each night and who won it."""
    rows = [[_short(n.night, 24), SHORT_GAME[n.game] + ("" if n.mode == "competitive" else f" ({n.mode})"),
             _short(_names(n.winners, named) or _no_winner(n, named), 30)] for n in nights if n.complete]
    return table(rows, ["night", "game", "winner"]) if rows else ""


def unfinished_table(nights: Sequence[NightLine], named: Named) -> str:
    """Games still in progress: counted in games played, never in wins."""
    rows = [[_short(n.night, 24), SHORT_GAME[n.game], _short(_names(n.leaders, named), 30)]
            for n in nights if not n.complete]
    return table(rows, ["unfinished", "game", "leading"]) if rows else ""


def _no_winner(night: NightLine, named: Named) -> str:
    if night.mode in ("solo", "cooperative"):
        return f"({night.mode}: no winner)"
    if night.game == "letter-roll" and len(night.leaders) > 1:
        # "In case of a tie, the players with tied scores each select one of the Letter Roll dice":
        # the game is over and the tie-break round not typed up (or level again).
        return f"(tied: {_names(night.leaders, named)})"
    return "(no winner)"


def standings_text(players: Sequence[PlayerStanding], nights: Sequence[NightLine], named: Named) -> str:
    """Every table of the standings, blank-line separated; each night's winners named as the
    players' table names them."""
    parts = [players_table(players), games_table(players), nights_table(nights, named),
             unfinished_table(nights, named)]
    return "\n\n".join(part for part in parts if part)


def nights_text(nights: Sequence[NightLine], named: Named) -> str:
    """`--nights` as a table: each night's winners and the unfinished games, without the players'."""
    return "\n\n".join(part for part in (nights_table(nights, named), unfinished_table(nights, named)) if part)
