"""First-Class Letters records ruled whole: a record with rounds, or a sheet as written on paper
(`first_class_sheet`), and the JSON object of interface section 6 built from the ruling.

`adjudicate` is what `score-sheet` calls; `order_sheets` is what `alpha-cancel` calls on a record,
so both share one code path. The rules themselves are in `referee.games.first_class`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from referee.dictionary import Lexicon
from referee.games import Adjudication, game_of
from referee.games.alphabetical import Order
from referee.games.first_class import (
    GAME,
    Mode,
    RecordRuling,
    SheetRuling,
    Speller,
    _row_disputes,
    _rule_cooperative,
    _rule_players,
    _setup,
    adjusted_total,
    check_order,
    rank_for,
    speller_for,
)
from referee.games.first_class_outcome import settle
from referee.games.first_class_sheet import rule_sheet
from referee.records import Node


def _rule(root: Node, lexicon: Lexicon, speller: Speller | None = None) -> RecordRuling:
    game_of(root)
    speller = speller or speller_for(lexicon)
    mode_fields = root.fields("record")
    cooperative = "mode" in mode_fields and not mode_fields["mode"].is_null and \
        mode_fields["mode"].choice("mode", [m.value for m in Mode]) == Mode.COOPERATIVE.value
    rounds = mode_fields.get("rounds")
    if rounds is None or rounds.is_null:
        return rule_sheet(root, cooperative, speller)  # a sheet as written on paper (6b)
    setup, fields = _setup(root, cooperative)
    if cooperative:
        return _rule_cooperative(setup, fields, speller)
    return _rule_players(setup, fields, speller)


def order_sheets(root: Node, lexicon: Lexicon, order: Order = Order.WORD) -> list[SheetRuling]:
    """Every sheet of a record (each player's, or the communal one) with its alphabetical check,
    for `alpha-cancel`: the check is run whether or not the game is finished."""
    ruling = _rule(root, lexicon)
    sheets = []
    for player in ruling.sheets:
        before = [replace(r, out_of_order=False) for r in player.sheet.rows]
        sheets.append(check_order(player.sheet.name, before, True, order))
    return sheets


def adjudicate(root: Node, lexicon: Lexicon) -> Adjudication:
    """Rule a First-Class Letters record: the JSON object of interface section 6, and disputes."""
    ruling = _rule(root, lexicon)
    setup = ruling.setup
    disputes = list(setup.disputes)
    record: dict[str, Any] = {
        "game": GAME,
        "mode": setup.mode.value,
        "variants": [v.value for v in setup.variants],
        "special": dict(setup.special),
        "rounds_played": len(setup.rounds),
        "finished": setup.finished,
    }
    if setup.mode is Mode.COOPERATIVE:
        sheet = ruling.sheets[0].sheet
        disputes += _row_disputes("communal sheet", sheet)
        total = sheet.total
        adjusted = adjusted_total(total, setup.variants)
        complete = setup.finished and not ruling.pending
        if ruling.communal_claim is not None and ruling.communal_claim != total:
            disputes.append(f"communal sheet: the record claims a total of {ruling.communal_claim}, "
                            f"the referee counts {total}")
        names = dict.fromkeys(w["player"] for r in ruling.rounds for w in r["words"])
        record["players"] = [{"name": name} for name in names]
        record["rounds"] = list(ruling.rounds)
        record["communal"] = {
            "rows": [r.as_json() for r in sheet.rows],
            "total": total,
            "claimed_total": ruling.communal_claim,
            "adjusted_total": adjusted,
            "rank": rank_for(adjusted) if complete else None,
            "order": sheet.order_json(),
        }
        record["pending"] = list(ruling.pending)
        settle(record, [], competitive=False, complete=complete)
    else:
        players = []
        for player in ruling.sheets:
            sheet = player.sheet
            disputes += _row_disputes(sheet.name, sheet)
            if player.claimed_total is not None and player.claimed_total != sheet.total:
                disputes.append(f"{sheet.name}: the record claims a total of {player.claimed_total}, "
                                f"the referee counts {sheet.total}")
            out: dict[str, Any] = {
                "name": sheet.name,
                "rows": [r.as_json() for r in sheet.rows],
                "total": sheet.total,
                "claimed_total": player.claimed_total,
                "best_word": sheet.best_word,
                "order": sheet.order_json(),
            }
            if setup.mode is Mode.SOLO:
                adjusted = adjusted_total(sheet.total, setup.variants)
                out["adjusted_total"] = adjusted
                out["rank"] = rank_for(adjusted) if setup.finished else None
            players.append(out)
        record["players"] = players
        sheets = [p.sheet for p in ruling.sheets]
        settle(record, sheets, competitive=setup.mode is Mode.COMPETITIVE, complete=setup.finished)
    setup.annotate(record)
    record["disputes"] = disputes
    return Adjudication(record, disputes)
